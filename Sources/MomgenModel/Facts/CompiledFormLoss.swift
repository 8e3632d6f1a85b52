// What a compiled model (a `.mom`, a `.momd` version, a store's model cache)
// cannot hold of its source: the documented losses, in one place. The
// semantic equality check (`CompiledFormComparison`), the store check (which
// compares a store's own model with the bundle's versions) and the docs
// (docs/compiled-models.md, "What is kept, and what is not") all read this
// list; anything else that differs between a source and its compiled form is
// a bug in momgen's decoder.
//
// Each loss knows how to erase its fact from a pair of models (the source and
// the compiled one), so that what remains can be compared field by field.

/// Where a compiled model came from: momc's `.mom`, or the copy Core Data
/// keeps in a store (which may leave class names out).
public enum CompiledForm: String, Sendable {
    case mom
    case storeCache
}

/// One fact a compiled model does not keep.
public enum CompiledFormLoss: String, CaseIterable, Sendable {
    /// Line and column, layout elements, comments.
    case positions
    /// The order of entities, properties, requests and configurations: the
    /// archive keeps them in dictionaries.
    case declarationOrder
    /// The model element's tool and system versions, type and language.
    case toolVersions
    /// `codeGenerationType`, `usesScalarValueType`, `syncable` and XML
    /// attributes momgen does not model.
    case codeGeneration
    /// `usedWithSwiftData` and `usedWithCloudKit` (model and configurations).
    case swiftDataAndCloudKitFlags
    /// A renaming identifier equal to the name: momc archives the name.
    case renamingIdentifierEqualToName
    /// `NSSecureUnarchiveFromDataTransformerName` is archived as
    /// `NSSecureUnarchiveFromData`, the name it is registered under.
    case secureUnarchiveTransformerName
    /// A boolean default written `0`/`1`/`true` reads back `NO`/`YES`.
    case booleanDefaultSpelling
    /// A Double, Float or Decimal default is archived as a number: `0` and
    /// `0.0` read back alike.
    case numberDefaultSpelling
    /// An Integer default is archived as the number NSString's
    /// `integerValue` reads from the text: `NO` (seen in real models,
    /// wireapp/wire-ios-data-model) reads back `0`, `07` reads back `7`.
    case integerDefaultSpelling
    /// How an index is written: a compound index (`<compoundIndexes>`,
    /// before Xcode 9) is archived as a fetch index named after its
    /// properties joined by `_`; Xcode 9 and later, saving an older model,
    /// rewrite `indexed="YES"` as a one-property fetch index `by<Name>Index`
    /// and a compound index as `compoundIndex` (wireapp/wire-ios-data-model
    /// f36fe727, tools 11759 → 13241), while a store written before holds
    /// the attribute's index; and the model caches of frameworks 865 and 866
    /// hold no fetch index at all where the model had only compound indexes
    /// (wire's stores). Compared as: which properties are indexed alone,
    /// which lists of properties together, in which order.
    case indexForm
    /// A class name of `NSManagedObject` is archived as no class.
    case defaultClassName
    /// A module-relative class name (`.Asset`) is archived with the product
    /// module momc was given (`XCServerCoreData.Asset`).
    case classNameModule
    /// A store's model cache may hold no class name for its entities.
    case classNameInStoreCache
    /// A Transformable's custom class set beside a custom value transformer
    /// is not archived.
    case transformableClassBesideTransformer

    /// One line for people (docs, notes).
    public var summary: String {
        switch self {
        case .positions: return "source positions, layout elements and comments"
        case .declarationOrder: return "the order of entities, properties, fetch requests and configurations (read back in name order)"
        case .toolVersions: return "the model's tool and system versions, document type and source language"
        case .codeGeneration: return "code generation settings (codeGenerationType, usesScalarValueType, syncable) and XML attributes momgen does not model"
        case .swiftDataAndCloudKitFlags: return "usedWithSwiftData, and usedWithCloudKit on the model and its configurations"
        case .renamingIdentifierEqualToName: return "a renaming identifier equal to the name (momc archives the name: read back as none)"
        case .secureUnarchiveTransformerName: return "the transformer NSSecureUnarchiveFromDataTransformerName (archived by its registered name, NSSecureUnarchiveFromData)"
        case .booleanDefaultSpelling: return "the spelling of a boolean default (0/1 read back NO/YES)"
        case .numberDefaultSpelling: return "the spelling of a Double, Float or Decimal default (0 and 0.0 are one number)"
        case .integerDefaultSpelling: return "the spelling of an Integer default (archived as the number its text reads as: NO is 0)"
        case .indexForm: return "how an index is written (indexed attribute, one-property fetch index, compound index) and named; some store caches keep no fetch index"
        case .defaultClassName: return "a class name of NSManagedObject (archived as no class)"
        case .classNameModule: return "whether a class name was module-relative (.Asset is archived as Module.Asset)"
        case .classNameInStoreCache: return "class names a store's model cache leaves out (decompile writes no representedClassName then)"
        case .transformableClassBesideTransformer: return "a Transformable's custom class beside a custom value transformer"
        }
    }

    /// Whether every compiled model loses this fact (so a decompiled model
    /// never holds it), as opposed to losses seen only in some archives.
    public var isInEveryArchive: Bool {
        switch self {
        case .classNameInStoreCache, .transformableClassBesideTransformer, .classNameModule, .indexForm: return false
        default: return true
        }
    }

    /// Keys of `momgen dump --format json` this loss makes meaningless.
    public var ignoredDumpKeys: Set<String> {
        switch self {
        case .positions: return ["line", "column", "hasLayoutElements", "unknownElements"]
        case .toolVersions: return ["type", "documentVersion", "lastSavedToolsVersion", "systemVersion", "minimumToolsVersion", "sourceLanguage"]
        case .codeGeneration: return ["codeGenerationType", "usesScalarValueType", "syncable"]
        case .swiftDataAndCloudKitFlags: return ["usedWithSwiftData", "usedWithCloudKit"]
        default: return []
        }
    }

    /// Erases this fact from both models of a pair.
    public func erase(source: inout Model, compiled: inout Model, form: CompiledForm) {
        switch self {
        case .positions, .toolVersions, .swiftDataAndCloudKitFlags:
            break // dump keys only: `ignoredDumpKeys`
        case .codeGeneration:
            Self.dropUnmodelledAttributes(&source)
            Self.dropUnmodelledAttributes(&compiled)
        case .declarationOrder:
            Self.sortDeclarations(&source)
            Self.sortDeclarations(&compiled)
        case .renamingIdentifierEqualToName:
            Self.eachProperty(&source) { name, identifier in if identifier == name { identifier = nil } }
            Self.eachEntity(&source) { if $0.renamingIdentifier == $0.name { $0.renamingIdentifier = nil } }
        case .secureUnarchiveTransformerName:
            Self.eachAttribute(&source, &compiled) {
                if $0.valueTransformerName == "NSSecureUnarchiveFromDataTransformerName" { $0.valueTransformerName = "NSSecureUnarchiveFromData" }
            }
        case .booleanDefaultSpelling:
            Self.eachAttribute(&source, &compiled) {
                guard $0.type == .boolean, let value = $0.defaultValueString else { return }
                switch value.lowercased() {
                case "0", "no", "false": $0.defaultValueString = "NO"
                case "1", "yes", "true": $0.defaultValueString = "YES"
                default: break
                }
            }
        case .numberDefaultSpelling:
            Self.eachAttribute(&source, &compiled) {
                guard [.double, .float, .decimal].contains($0.type), let text = $0.defaultValueString, let number = Double(text) else { return }
                $0.defaultValueString = "\(number)"
            }
        case .integerDefaultSpelling:
            Self.eachAttribute(&source, &compiled) {
                guard [.integer16, .integer32, .integer64].contains($0.type), let text = $0.defaultValueString else { return }
                $0.defaultValueString = String(Self.integerValue(text))
            }
        case .indexForm:
            Self.eachEntity(&source, &compiled) { Self.canonicalIndexes(&$0) }
            // A store cache that holds no index of several properties for an
            // entity (frameworks 865, 866) says nothing of the source's there.
            guard form == .storeCache else { return }
            let indexed = Set(compiled.entities.filter { !$0.fetchIndexes.isEmpty }.map(\.name))
            Self.eachEntity(&source) { if !indexed.contains($0.name) { $0.fetchIndexes = [] } }
        case .defaultClassName:
            Self.eachEntity(&source, &compiled) {
                if $0.representedClassName == "NSManagedObject" || $0.representedClassName?.isEmpty == true { $0.representedClassName = nil }
            }
        case .classNameModule:
            Self.eachEntity(&source, &compiled) {
                if let name = $0.representedClassName, let dot = name.lastIndex(of: ".") {
                    $0.representedClassName = String(name[name.index(after: dot)...])
                }
            }
        case .classNameInStoreCache:
            guard form == .storeCache else { return }
            let unknown = Set(compiled.entities.filter { $0.representedClassName == nil }.map(\.name))
            Self.eachEntity(&source) { if unknown.contains($0.name) { $0.representedClassName = nil } }
        case .transformableClassBesideTransformer:
            var missing = Set<String>()
            for entity in compiled.entities {
                for attribute in entity.attributes where Self.mayHaveLostClass(attribute) {
                    missing.insert(entity.name + "." + attribute.name)
                }
            }
            for index in source.entities.indices {
                let entity = source.entities[index].name
                for item in source.entities[index].attributes.indices where missing.contains(entity + "." + source.entities[index].attributes[item].name) {
                    source.entities[index].attributes[item].customClassName = nil
                }
            }
        }
    }

    /// A compiled Transformable that names a custom transformer and no
    /// class: a custom class set beside the transformer is not archived.
    public static func mayHaveLostClass(_ attribute: Attribute) -> Bool {
        guard attribute.type == .transformable, attribute.customClassName == nil, let name = attribute.valueTransformerName else { return false }
        return !systemTransformers.contains(name)
    }

    /// What `-[NSString integerValue]` reads from `text`: leading spaces
    /// skipped, an optional sign, then decimal digits; 0 when there are none.
    public static func integerValue(_ text: String) -> Int {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var negative = false
        if let sign = rest.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            rest = rest.dropFirst()
        }
        var value = 0
        for character in rest {
            guard let digit = character.wholeNumberValue, character.isASCII else { break }
            let (product, overflow) = value.multipliedReportingOverflow(by: 10)
            guard !overflow else { return negative ? Int.min : Int.max }
            value = product + digit
        }
        return negative ? -value : value
    }

    /// The entity's indexes in one form: a one-property ascending fetch
    /// index on an attribute is that attribute's `isIndexed`; compound
    /// indexes are fetch indexes; every fetch index is named after its
    /// elements (`a_b`, `a-desc_b`).
    static func canonicalIndexes(_ entity: inout Entity) {
        for group in entity.compoundIndexes {
            entity.fetchIndexes.append(FetchIndex(name: "", elements: group.properties.map {
                FetchIndex.Element(property: $0, type: "Binary", order: "ascending")
            }))
        }
        entity.compoundIndexes = []
        let attributes = Set(entity.attributes.map(\.name))
        var kept: [FetchIndex] = []
        var seen = Set<String>()
        for var index in entity.fetchIndexes {
            if index.elements.count == 1, let only = index.elements.first, let property = only.property, only.expression == nil,
               attributes.contains(property), (only.order ?? "ascending") == "ascending", (only.type ?? "Binary") == "Binary",
               let position = entity.attributes.firstIndex(where: { $0.name == property }) {
                entity.attributes[position].isIndexed = true
                continue
            }
            index.name = index.elements.map { element in
                (element.property ?? element.expression ?? "?") + (element.order == "descending" ? "-desc" : "") + (element.type.map { $0 == "Binary" ? "" : "-" + $0 } ?? "")
            }.joined(separator: "_")
            if seen.insert(index.name).inserted { kept.append(index) }
        }
        entity.fetchIndexes = kept.sorted { $0.name < $1.name }
    }

    /// Foundation's own transformers, which momc archives with the class.
    static let systemTransformers: Set<String> = [
        "NSSecureUnarchiveFromData", "NSSecureUnarchiveFromDataTransformerName", "NSKeyedUnarchiveFromData",
        "NSKeyedUnarchiveFromDataTransformerName", "NSUnarchiveFromData", "NSUnarchiveFromDataTransformerName",
    ]

    /// Both models with `losses` (every documented one by default) erased.
    public static func erasing(_ losses: [CompiledFormLoss] = allCases, source: Model, compiled: Model,
                               form: CompiledForm) -> (source: Model, compiled: Model) {
        var source = source, compiled = compiled
        for loss in losses { loss.erase(source: &source, compiled: &compiled, form: form) }
        return (source, compiled)
    }

    /// Every dump key one of `losses` makes meaningless.
    public static func ignoredDumpKeys(_ losses: [CompiledFormLoss] = allCases) -> Set<String> {
        losses.reduce(into: Set<String>()) { $0.formUnion($1.ignoredDumpKeys) }
    }

    /// XML attributes momgen keeps only as text, which an archive holds
    /// none of, except the date bounds a compiled attribute carries there.
    static let archivedOtherAttributes: Set<String> = ["minDateTimeInterval", "maxDateTimeInterval"]

    private static func dropUnmodelledAttributes(_ model: inout Model) {
        model.otherAttributes = []
        for index in model.entities.indices {
            model.entities[index].otherAttributes = []
            for item in model.entities[index].attributes.indices {
                model.entities[index].attributes[item].otherAttributes.removeAll { !archivedOtherAttributes.contains($0.name) }
            }
            for item in model.entities[index].relationships.indices { model.entities[index].relationships[item].otherAttributes = [] }
            for item in model.entities[index].fetchedProperties.indices {
                model.entities[index].fetchedProperties[item].otherAttributes = []
                model.entities[index].fetchedProperties[item].fetchRequest?.otherAttributes = []
            }
        }
        for index in model.fetchRequests.indices { model.fetchRequests[index].otherAttributes = [] }
        for index in model.configurations.indices { model.configurations[index].otherAttributes = [] }
    }

    private static func sortDeclarations(_ model: inout Model) {
        model.entities.sort { $0.name < $1.name }
        for index in model.entities.indices {
            model.entities[index].attributes.sort { $0.name < $1.name }
            model.entities[index].relationships.sort { $0.name < $1.name }
            model.entities[index].fetchedProperties.sort { $0.name < $1.name }
        }
        model.fetchRequests.sort { $0.name < $1.name }
        model.configurations.sort { $0.name < $1.name }
        for index in model.configurations.indices { model.configurations[index].members.sort { $0.name < $1.name } }
    }

    private static func eachEntity(_ model: inout Model, _ body: (inout Entity) -> Void) {
        for index in model.entities.indices { body(&model.entities[index]) }
    }

    private static func eachEntity(_ first: inout Model, _ second: inout Model, _ body: (inout Entity) -> Void) {
        eachEntity(&first, body)
        eachEntity(&second, body)
    }

    private static func eachAttribute(_ first: inout Model, _ second: inout Model, _ body: (inout Attribute) -> Void) {
        for index in first.entities.indices {
            for item in first.entities[index].attributes.indices { body(&first.entities[index].attributes[item]) }
        }
        for index in second.entities.indices {
            for item in second.entities[index].attributes.indices { body(&second.entities[index].attributes[item]) }
        }
    }

    /// Each property's name and renaming identifier.
    private static func eachProperty(_ model: inout Model, _ body: (String, inout String?) -> Void) {
        for index in model.entities.indices {
            for item in model.entities[index].attributes.indices {
                body(model.entities[index].attributes[item].name, &model.entities[index].attributes[item].renamingIdentifier)
            }
            for item in model.entities[index].relationships.indices {
                body(model.entities[index].relationships[item].name, &model.entities[index].relationships[item].renamingIdentifier)
            }
        }
    }
}
