// One `@Model` class → the entity SwiftData derives from it: each stored
// property through `SwiftDataMapping` (the evidence of docs/swiftdata.md),
// then what only the entity carries: `@Attribute(.unique)` and `#Unique`
// constraints, `#Index` fetch indexes, its parent class. A property whose
// derivation is not established becomes an attribute of unknown type, so
// the hasher marks the entity's hash not exact, and a finding at its line.
import MomgenDiagnostics
import MomgenModel
import MomgenSwiftData

/// An entity with the declarations and findings behind it.
struct SwiftBuiltEntity {
    var entity: Entity
    var declarations: [SwiftDataPropertyDeclaration]
    var composites: [CompositeType]
    var findings: [Diagnostic]
    /// `Entity` and `Entity.property` → where the Swift declares it.
    var locations: [String: SourceLocation]
    /// Relationships written with `@Relationship(…)` and no `inverse:`.
    var explicitNoInverse: Set<String> = []
}

/// Builds entities from `@Model` classes.
struct SwiftEntityBuilder {
    let index: SwiftSourceIndex
    let kinds: SwiftPropertyKinds

    func build(_ model: SwiftTypeDeclaration) -> SwiftBuiltEntity {
        var built = SwiftBuiltEntity(entity: Entity(name: model.name), declarations: [], composites: [], findings: [],
                                     locations: [model.name: model.location])
        built.entity.location = Self.ref(model.location)
        built.entity.isSyncable = true
        let scope = Array(model.path.dropLast())
        if let parent = model.inherits.lazy.compactMap({ self.index.lookup($0.split(separator: ".").map(String.init), from: scope) })
            .first(where: { $0.kind == .modelClass }) {
            built.entity.parentEntity = parent.name
        }
        for (name, location) in model.unknownMacros {
            built.findings.append(finding("swift-source-macro", "\(name) in `\(model.name)` is a macro momgen does not expand; what it adds to the entity is unknown",
                                          location, entity: model.name))
        }
        for property in model.properties where !property.isStatic && !property.isComputed {
            if property.attribute("Transient") != nil { continue }
            add(property, of: model, into: &built)
        }
        for group in model.uniques {
            built.entity.uniquenessConstraints.append(PropertyGroup(properties: group, location: built.entity.location))
        }
        for group in model.indexes {
            let elements = group.map { FetchIndex.Element(property: $0, type: "Binary", order: "ascending") }
            built.entity.fetchIndexes.append(FetchIndex(name: "SwiftDataIndexOnBinary" + group.joined(), elements: elements))
        }
        return built
    }

    private func add(_ property: SwiftStoredProperty, of model: SwiftTypeDeclaration, into built: inout SwiftBuiltEntity) {
        let options = SwiftPropertyOptions(property)
        let key = model.name + "." + property.name
        built.locations[key] = property.location
        for text in options.unknown {
            built.findings.append(finding("swift-source-option", "`\(text)` on `\(key)` is an argument momgen does not know; it may change the hash",
                                          property.location, entity: model.name, property: property.name))
        }
        guard let type = property.type ?? SwiftDefaultValue.inferredType(property.defaultText) else {
            underived(property, of: model, "it has no written type and its default does not say one", into: &built)
            return
        }
        var declaration: SwiftDataPropertyDeclaration
        if options.transformer != nil {
            var isOptional = false
            if case .optional = type { isOptional = true }
            declaration = SwiftDataPropertyDeclaration(name: property.name, kind: .transformable, isOptional: isOptional)
        } else {
            switch kinds.classify(type, name: property.name, scope: model.path) {
            case let .underived(reason):
                underived(property, of: model, reason, into: &built)
                return
            case let .kind(kind, isOptional, _):
                declaration = SwiftDataPropertyDeclaration(name: property.name, kind: kind, isOptional: isOptional)
            }
        }
        if options.externalStorage { declaration.options.insert(.externalStorage) }
        if options.preserveValueOnDeletion { declaration.options.insert(.preserveValueOnDeletion) }
        declaration.hashModifier = options.hashModifier
        declaration.inverse = options.inverse
        declaration.minimumModelCount = options.minimumModelCount
        declaration.maximumModelCount = options.maximumModelCount
        built.declarations.append(declaration)
        let location = Self.ref(property.location)
        if let (found, composite) = SwiftDataMapping.attribute(declaration, entity: model.name) {
            var attribute = found
            attribute.location = location
            attribute.renamingIdentifier = options.originalName ?? property.name
            attribute.isTransient = options.ephemeral
            attribute.isSpotlightIndexed = options.spotlight
            attribute.allowsCloudEncryption = options.cloudEncryption
            attribute.valueTransformerName = options.transformer
            attribute.defaultValueString = SwiftDefaultValue.valueString(property.defaultText, type: attribute.type)
            attribute.defaultDateTimeInterval = SwiftDefaultValue.dateInterval(property.defaultText, type: attribute.type)
            // Any other initial value is a default SwiftData records too.
            attribute.hasUnstatedDefault = property.defaultText.map { !$0.isEmpty && $0 != "nil" } ?? false
                && attribute.defaultValueString == nil && attribute.defaultDateTimeInterval == nil
            if case let .composite(members) = declaration.kind, members.count == 1, isEnum(type, scope: model.path) {
                attribute.userInfo = UserInfo([UserInfo.Entry(key: "EnumType", value: "YES")])
            }
            built.entity.attributes.append(attribute)
            if let composite { built.composites.append(composite) }
            if options.isUnique { built.entity.uniquenessConstraints.append(PropertyGroup(properties: [property.name], location: location)) }
        } else if var relationship = SwiftDataMapping.relationship(declaration) {
            relationship.location = location
            relationship.renamingIdentifier = options.originalName ?? property.name
            relationship.deleteRule = options.deleteRule ?? .nullify
            relationship.isSpotlightIndexed = options.spotlight
            if property.attribute("Relationship") != nil, options.inverse == nil { built.explicitNoInverse.insert(property.name) }
            built.entity.relationships.append(relationship)
            if options.isUnique { built.entity.uniquenessConstraints.append(PropertyGroup(properties: [property.name], location: location)) }
        }
    }

    private func isEnum(_ type: SwiftTypeReference, scope: [String]) -> Bool {
        var expanded = index.expand(type, from: scope)
        if case let .optional(wrapped) = expanded { expanded = wrapped }
        guard case let .named(path) = expanded else { return false }
        return index.types[path.joined(separator: ".")]?.kind == .enumeration
    }

    /// An attribute of unknown type (the hash is then not exact) and the finding.
    private func underived(_ property: SwiftStoredProperty, of model: SwiftTypeDeclaration, _ reason: String, into built: inout SwiftBuiltEntity) {
        var attribute = Attribute(name: property.name, type: .unknown("Swift " + (property.type?.spelling ?? "?")))
        attribute.location = Self.ref(property.location)
        if case .optional = property.type { attribute.isOptional = true }
        built.entity.attributes.append(attribute)
        built.findings.append(finding("swift-source-underived", "momgen cannot derive the Core Data property of `\(model.name).\(property.name)`: \(reason); its entity's hash is not exact",
                                      property.location, entity: model.name, property: property.name))
    }

    private func finding(_ rule: String, _ message: String, _ location: SourceLocation, entity: String?, property: String? = nil) -> Diagnostic {
        Diagnostic(ruleID: rule, severity: .warning, message: message, location: location, entity: entity, property: property)
    }

    static func ref(_ location: SourceLocation) -> SourceLocationRef {
        // Each position names its file: a schema's entities (and every live
        // class) are declared in files other than the model's.
        location.line == 0 ? .unknown : SourceLocationRef(line: location.line, column: location.column, file: location.file)
    }
}
