// What the model says about an attribute beyond its type and optionality,
// and what the swiftdata layout makes of it: the class a Transformable holds
// (and the framework that declares it), the transformer (Core Data's own
// default where the model names none), and the validation rules and other
// settings @Model cannot state, each said at the attribute's line and above
// its declaration, never dropped in silence.
import MomgenModel

extension SwiftDataClassBuilder {
    /// Core Data's transformer for a Transformable without a transformer
    /// name: NSAttributeDescription.valueTransformerName documents "a default
    /// transformer that uses NSCoding", the keyed unarchiver registered as
    /// `NSKeyedUnarchiveFromData` (Core Data's own warning names it:
    /// "transformer names that are either unset, or set to
    /// NSKeyedUnarchiveFromDataTransformerName"; docs/swiftdata.md).
    /// The secure unarchiver would refuse the NSCoding-only values a store
    /// already holds.
    static let coreDataDefaultTransformer = "NSKeyedUnarchiveFromData"

    /// The Swift type of a Transformable attribute: its custom class
    /// (with the framework module that declares it, when one does), or
    /// NSObject with a finding when the model names no class Swift can use.
    func transformableClass(_ attribute: Attribute, path: String, owner: String, scope: SwiftDataScope,
                            into members: inout SwiftDataMembers, notes: inout [String], findings: inout SwiftDataFindingList) -> String {
        guard let custom = SwiftDataTypeNames.customClass(of: attribute) else {
            let named = [attribute.customClassName, attribute.userInfo[UserInfoKeys.attributeValueClassName]]
                .compactMap { $0?.trimmingSpaces }.first { !$0.isEmpty }
            let why = named.map { "names the class '\($0)', which is no Swift type name" } ?? "names no custom class"
            notes.append("the model \(SwiftLiteral.comment(why)): typed NSObject")
            findings.add(.transformableClass, "Transformable attribute '\(path)' \(why): its property is typed NSObject; set the class in the model",
                         at: attribute.location, entity: owner, property: attribute.name)
            return scope.typeNames.standard("NSObject")
        }
        if let module = SwiftDataFrameworkImports.module(declaring: custom) {
            members.modules.insert(module)
            let missing = SwiftDataFrameworkImports.targets(options.deploymentTargets, without: module)
            if !missing.isEmpty {
                findings.add(.transformableClass, "Transformable attribute '\(path)' holds \(custom), which \(module) declares, and \(module) does not exist on \(missing.joined(separator: ", ")): the class does not compile there",
                             at: attribute.location, entity: owner, property: attribute.name,
                             fixHint: "give each platform its own class (for example UIColor and NSColor behind #if canImport), or store a Codable value instead")
            }
        }
        return custom
    }

    /// The transformer name of `.transformable(by:)`: the model's, or Core
    /// Data's default (the keyed unarchiver) with a note and a finding.
    func transformerName(_ attribute: Attribute, path: String, owner: String, notes: inout [String], findings: inout SwiftDataFindingList) -> String {
        let transformer = attribute.valueTransformerName?.trimmingSpaces ?? ""
        guard transformer.isEmpty else { return transformer }
        let name = Self.coreDataDefaultTransformer
        notes.append("no transformer in the model: Core Data's default, \(name), which reads the NSCoding archives the store holds")
        findings.add(.defaultTransformer, "Transformable attribute '\(path)' names no transformer, so Core Data archived its values with its default, the keyed unarchiver: it becomes .transformable(by: \"\(name)\"), which reads them (NSSecureUnarchiveFromData would refuse a class that adopts only NSCoding)",
                     at: attribute.location, entity: owner, property: attribute.name,
                     fixHint: "once every stored value's class adopts NSSecureCoding, name NSSecureUnarchiveFromData (or a subclass) in the model")
        return name
    }

    /// The validation rules of `attribute` (minimum and maximum value or
    /// length, regular expression), which SwiftData has no way to state.
    func validationRules(_ attribute: Attribute, path: String, owner: String, notes: inout [String], findings: inout SwiftDataFindingList) {
        let rules = Self.validationRules(of: attribute)
        guard !rules.isEmpty else { return }
        let list = rules.joined(separator: ", ")
        notes.append("validation in the model (\(SwiftLiteral.comment(list))) is left out: SwiftData does not check it")
        findings.add(.validation, "the validation rules of '\(path)' (\(list)) are left out: @Model has no validation predicates, so saving no longer checks them",
                     at: attribute.location, entity: owner, property: attribute.name,
                     fixHint: "check them in code before saving (for example in the initialiser or a setter)")
    }

    /// `minimum length 1`, `maximum 13`, `pattern '[a-z]+'`: the rules as a
    /// reader of the model sees them (lengths for String and Binary).
    static func validationRules(of attribute: Attribute) -> [String] {
        let isLength = attribute.type == .string || attribute.type == .binary
        var rules: [String] = []
        if let minimum = attribute.minValueString?.trimmingSpaces, !minimum.isEmpty {
            rules.append((isLength ? "minimum length " : "minimum ") + minimum)
        }
        if let maximum = attribute.maxValueString?.trimmingSpaces, !maximum.isEmpty {
            rules.append((isLength ? "maximum length " : "maximum ") + maximum)
        }
        if let pattern = attribute.regularExpressionString, !pattern.isEmpty {
            rules.append("pattern '\(pattern)'")
        }
        return rules
    }

    /// The other settings of `attribute` the class cannot state: userInfo
    /// (other than the class name the layout reads) and a Spotlight
    /// external record.
    func droppedSettings(_ attribute: Attribute, path: String, owner: String, notes: inout [String], findings: inout SwiftDataFindingList) {
        if attribute.isStoredInExternalRecord {
            notes.append("stored in a Spotlight external record in the model, which SwiftData has not")
            findings.add(.droppedSetting, "attribute '\(path)' is stored in a Spotlight external record (storedInTruthFile), which @Model cannot state: SwiftData writes no external records",
                         at: attribute.location, entity: owner, property: attribute.name)
        }
        userInfo(attribute.userInfo, of: "attribute '\(path)'", ignoring: [UserInfoKeys.attributeValueClassName], at: attribute.location,
                 entity: owner, property: attribute.name, findings: &findings)
    }

    /// A `swiftdata-user-info` note for the userInfo keys of an element
    /// (except `ignoring`, which the layout reads itself).
    func userInfo(_ info: UserInfo, of element: String, ignoring: Set<String> = [], at location: SourceLocationRef,
                  entity: String, property: String? = nil, findings: inout SwiftDataFindingList) {
        let keys = Array(Set(info.entries.map(\.key)).subtracting(ignoring)).sorted()
        guard !keys.isEmpty else { return }
        findings.add(.userInfo, "\(element) has userInfo (\(keys.map { "'\($0)'" }.joined(separator: ", "))), which @Model cannot state: SwiftData's schema has no user info, so code reading it finds none",
                     at: location, entity: entity, property: property)
    }
}
