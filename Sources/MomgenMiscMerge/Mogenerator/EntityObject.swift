// An entity as mogenerator's templates see it: NSEntityDescription's own
// keys plus the categories in mogenerator.m (customBaseClass,
// swiftAdditions, userInfoAdditions, fetchedPropertiesAdditions), with
// mogenerator 1.31/1.32's results.
import Foundation
import MomgenModel

/// The template object for one entity.
public final class EntityObject: MergeObject {
    unowned let model: MogeneratorModel
    let entity: ResolvedEntity
    private lazy var attributes = entity.attributes.map { AttributeObject(model: model, attribute: $0) }
    private lazy var relationships = entity.relationships.map { RelationshipObject(model: model, relationship: $0) }
    private lazy var fetchedProperties = entity.fetchedProperties.map { FetchedPropertyObject(model: model, property: $0) }

    init(model: MogeneratorModel, entity: ResolvedEntity) {
        self.model = model
        self.entity = entity
    }

    public var mergeDescription: String { "entity \(entity.name)" }
    private var settings: MogeneratorSettings { model.settings }
    private var superentity: EntityObject? { model.entity(entity.parent) }

    /// Core Data's class name: the represented class, or NSManagedObject.
    public var managedObjectClassName: String {
        let name = entity.declared.representedClassName ?? ""
        return name.isEmpty ? "NSManagedObject" : name
    }

    var hasCustomClass: Bool {
        let name = managedObjectClassName
        return !(name == "NSManagedObject" || name.isEmpty || name == settings.customBaseClass)
    }

    /// `mogenerator.ignore` (1.32; earlier releases generated every entity).
    var isIgnored: Bool { model.settings.release >= .v1_32 && entity.declared.userInfo["mogenerator.ignore"] != nil }

    /// Keys that 1.32 added.
    private static let addedIn132: Set<String> = ["isIgnored", "hasAdditionalImports", "additionalImports", "allAttributes", "allRelationships"]

    private var forcedCustomBaseClass: String? {
        entity.declared.userInfo["mogenerator.customBaseClass"] ?? settings.baseClassForce
    }

    private var hasCustomSuperentity: Bool {
        if forcedCustomBaseClass != nil { return true }
        if let superentity { return superentity.hasCustomClass }
        return settings.customBaseClass != nil
    }

    private var customSuperentity: String {
        if let forced = forcedCustomBaseClass { return forced }
        if let superentity { return superentity.managedObjectClassName }
        return settings.customBaseClass ?? "NSManagedObject"
    }

    /// Own members (not inherited), sorted by name as mogenerator sorts them.
    private func own<T>(_ all: [T], owner: (T) -> Int, name: (T) -> String) -> [T] {
        all.filter { owner($0) == entity.id }.sorted { name($0) < name($1) }
    }

    private var ownAttributes: [AttributeObject] { own(attributes, owner: \.attribute.owner, name: \.attribute.name) }
    private var ownRelationships: [RelationshipObject] { own(relationships, owner: \.relationship.owner, name: \.relationship.name) }
    private var ownFetchedProperties: [FetchedPropertyObject] { own(fetchedProperties, owner: \.property.owner, name: \.property.name) }

    /// mogenerator's `sanitizedUserInfo`: keys made of letters, digits and
    /// `_` only, double quotes in values escaped.
    private var sanitizedUserInfo: [(key: String, value: String)] {
        var seen = Set<String>()
        return entity.declared.userInfo.entries.compactMap { entry in
            guard !entry.key.isEmpty, entry.key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                  seen.insert(entry.key).inserted else { return nil }
            return (entry.key, entry.value.replacingOccurrences(of: "\"", with: "\\\""))
        }.sorted { $0.key < $1.key }
    }

    private func byName(_ objects: [(String, any MergeObject)]) -> MergeValue {
        .dictionary(MergeDictionary(objects.sorted { $0.0 < $1.0 }.map { ($0.0, MergeValue.object($0.1)) }))
    }

    public func mergeValue(forKey key: String) -> MergeValue? {
        if settings.release < .v1_32, Self.addedIn132.contains(key) { return nil }
        switch key {
        case "name": return .string(entity.name)
        case "managedObjectClassName": return .string(managedObjectClassName)
        case "sanitizedManagedObjectClassName":
            let name = managedObjectClassName
            return .string(name.hasPrefix(".") ? name.replacingOccurrences(of: ".", with: "") : name)
        case "isAbstract", "abstract": return .bool(entity.isAbstract)
        case "superentity": return superentity.map { .object($0) } ?? .null
        case "subentities": return listValue(entity.children.compactMap { model.entity($0) })
        case "userInfo": return userInfoValue(entity.declared.userInfo)
        case "renamingIdentifier": return stringValue(entity.declared.renamingIdentifier)
        case "versionHashModifier": return stringValue(entity.declared.versionHashModifier)
        case "hasCustomClass": return .bool(hasCustomClass)
        case "hasSuperentity": return .bool(superentity != nil)
        case "hasCustomSuperentity": return .bool(hasCustomSuperentity)
        case "hasCustomSuperclass": return .bool(hasCustomClass && hasCustomSuperentity && superentity?.hasCustomClass == true)
        case "customSuperentity": return .string(customSuperentity)
        case "forcedCustomBaseClass": return stringValue(forcedCustomBaseClass)
        case "hasCustomBaseCaseImport": return .bool(settings.baseClassImport != nil)
        case "baseClassImport": return stringValue(settings.baseClassImport)
        case "isIgnored": return .bool(isIgnored)
        case "hasAdditionalHeaderFile": return .bool(entity.declared.userInfo["additionalHeaderFileName"] != nil)
        case "additionalHeaderFileName": return stringValue(entity.declared.userInfo["additionalHeaderFileName"])
        case "hasAdditionalImports": return .bool(entity.declared.userInfo["additionalImports"] != nil)
        case "additionalImports":
            guard let imports = entity.declared.userInfo["additionalImports"] else { return .null }
            return .list(imports.split(separator: ",", omittingEmptySubsequences: false).map {
                .string($0.trimmingCharacters(in: .whitespaces))
            })
        case "allAttributes": return listValue(attributes.sorted { $0.attribute.name < $1.attribute.name })
        case "noninheritedAttributes": return listValue(ownAttributes)
        case "noninheritedAttributesSansType": return listValue(ownAttributes.filter { $0.attribute.name != "type" })
        case "indexedNoninheritedAttributes": return listValue(ownAttributes.filter { $0.attribute.declared.isIndexed })
        case "allRelationships": return listValue(relationships.sorted { $0.relationship.name < $1.relationship.name })
        case "noninheritedRelationships": return listValue(ownRelationships)
        case "noninheritedFetchedProperties": return listValue(ownFetchedProperties)
        case "attributesByName": return byName(attributes.map { ($0.attribute.name, $0) })
        case "relationshipsByName": return byName(relationships.map { ($0.relationship.name, $0) })
        case "fetchedPropertiesByName": return byName(fetchedProperties.map { ($0.property.name, $0) })
        case "propertiesByName":
            return byName(attributes.map { ($0.attribute.name, $0) } + relationships.map { ($0.relationship.name, $0) }
                + fetchedProperties.map { ($0.property.name, $0) })
        case "properties": return listValue(attributes + relationships + fetchedProperties)
        case "hasUserInfoKeys": return .bool(!sanitizedUserInfo.isEmpty)
        case "sanitizedUserInfo": return .dictionary(MergeDictionary(sanitizedUserInfo.map { ($0.key, .string($0.value)) }))
        case "userInfoByKeys": return .dictionary(MergeDictionary(sanitizedUserInfo.map { ($0.key, userInfoPair($0)) }))
        case "userInfoKeyValues":
            // Without the pairs the superentity has too (same key and value).
            let inherited = Set((superentity?.sanitizedUserInfo ?? []).map { "\($0.key)\u{0}\($0.value)" })
            return .list(sanitizedUserInfo.filter { !inherited.contains("\($0.key)\u{0}\($0.value)") }.map(userInfoPair))
        case "prettyFetchRequests": return FetchRequestValues.pretty(for: self)
        case "fetchRequestTemplates": return FetchRequestValues.templates(for: self)
        default: return nil
        }
    }

    private func userInfoPair(_ pair: (key: String, value: String)) -> MergeValue {
        .dictionary(MergeDictionary([("key", .string(pair.key)), ("value", .string(pair.value))]))
    }

    /// The attribute named `name` (own or inherited).
    func attribute(named name: String) -> AttributeObject? {
        attributes.first { $0.attribute.name == name }
    }

    /// The relationship named `name` (own or inherited).
    func relationship(named name: String) -> RelationshipObject? {
        relationships.first { $0.relationship.name == name }
    }
}
