// Entities: name, class, parent, abstract, identifiers, userInfo, their own
// properties (in name order), uniqueness constraints and fetch indexes.
import MomgenModel
import MomgenPlist

extension CompiledModelDecoder {
    mutating func decodeEntity(_ object: ArchivedObject) throws -> Entity {
        try archive.cost.spend(Self.decodedItemWeight)
        let fields = object.fields
        guard let name = try archive.string(fields["NSEntityName"], named: "NSEntityName") else {
            throw PlistError("an archived entity has no NSEntityName")
        }
        var entity = Entity(name: name)
        let className = try archive.string(fields["NSClassNameForEntity"], named: "NSClassNameForEntity")
        entity.representedClassName = className == "NSManagedObject" ? nil : className
        entity.parentEntity = try archive.reference(fields["NSSuperentity"]).flatMap { try entityName($0) }
        entity.isAbstract = try archive.bool(fields["NSIsAbstract"], named: "NSIsAbstract")
        entity.renamingIdentifier = Self.identifier(try archive.string(fields["NSRenamingIdentifier"], named: "NSRenamingIdentifier"), name)
        entity.versionHashModifier = Self.nonEmpty(try archive.string(fields["NSVersionHashModifier"], named: "NSVersionHashModifier"))
        entity.userInfo = try userInfo(fields["NSUserInfo"], owner: "entity \(name)")
        for (propertyName, uid) in try entries(fields["NSProperties"], named: "NSProperties").sorted(by: { $0.key < $1.key }) {
            guard let property = try archive.keyedObject(uid) else {
                note("property \(name).\(propertyName) is not an archived object; skipped")
                continue
            }
            // An entity's dictionary may list inherited properties: as
            // proxies, as the ancestor's own objects, or as copies (the last
            // are left out once every entity is read: withoutInheritedCopies).
            if Self.propertyProxyClasses.contains(property.className) { continue }
            if let owner = try archive.reference(property.fields["NSEntity"]), owner != object.uid { continue }
            try decodeProperty(property, into: &entity)
        }
        entity.uniquenessConstraints = try list(fields["NSUniqueTuples"], named: "NSUniqueTuples").map { tuple in
            PropertyGroup(properties: try listOf(tuple, named: "NSUniqueTuples").compactMap { try propertyName($0) })
        }
        entity.compoundIndexes = try list(fields["NSCompoundIndexes"], named: "NSCompoundIndexes").map { group in
            PropertyGroup(properties: try listOf(group, named: "NSCompoundIndexes").compactMap { try propertyName($0) })
        }
        for uid in try list(fields["NSFetchIndexDescriptions"], named: "NSFetchIndexDescriptions") {
            if let index = try fetchIndex(uid) { entity.fetchIndexes.append(index) }
        }
        for key in fields.keys.sorted() where !Self.entityKeys.contains(key) {
            note("entity key \(key) is not decoded")
        }
        return Self.withoutDerivedIndexes(entity)
    }

    static let entityKeys: Set<String> = [
        "$class", "NSEntityName", "NSClassNameForEntity", "NSIsAbstract", "NSManagedObjectModel", "NSSuperentity",
        "NSSubentities", "NSProperties", "NSUserInfo", "NSVersionHashModifier", "NSRenamingIdentifier",
        "NSUniqueTuples", "NSCompoundIndexes", "NSFetchIndexDescriptions",
    ]

    private mutating func fetchIndex(_ uid: Int) throws -> FetchIndex? {
        guard let object = try archive.keyedObject(uid), object.className == "NSFetchIndexDescription" else {
            note("a fetch index is not an NSFetchIndexDescription; skipped")
            return nil
        }
        let name = try archive.string(object.fields["NSIndexName"], named: "NSIndexName") ?? ""
        var elements: [FetchIndex.Element] = []
        for elementUID in try list(object.fields["NSIndexElements"], named: "NSIndexElements") {
            guard let element = try archive.keyedObject(elementUID) else { continue }
            let property = try archive.string(element.fields["NSPropertyName"], named: "NSPropertyName")
            let type = try archive.integer(element.fields["NSFetchIndexElementType"], named: "NSFetchIndexElementType") ?? 0
            let ascending = element.fields["NSAscending"] == nil ? true : try archive.bool(element.fields["NSAscending"], named: "NSAscending")
            elements.append(FetchIndex.Element(property: property, type: type == 1 ? "RTree" : "Binary",
                                               order: ascending ? "ascending" : "descending"))
        }
        if object.fields["NSPartialIndexPredicate"].flatMap({ try? archive.reference($0) }) != nil {
            note("fetch index \(name)'s partial-index predicate is not decoded")
        }
        return FetchIndex(name: name, elements: elements)
    }

    /// A userInfo dictionary, values as text (numbers and booleans as Xcode
    /// shows them; anything else noted and skipped).
    mutating func userInfo(_ field: Int?, owner: String) throws -> UserInfo {
        var infoEntries: [UserInfo.Entry] = []
        for (key, uid) in try entries(field, named: "NSUserInfo").sorted(by: { $0.key < $1.key }) {
            if let text = try ArchivedValueText.text(archive, uid: uid, forBoolean: false) {
                infoEntries.append(UserInfo.Entry(key: key, value: text))
            } else {
                note("\(owner)'s userInfo value for \(key) is not a string or number; skipped")
            }
        }
        return UserInfo(infoEntries)
    }

    /// momc archives a renaming identifier equal to the name when none was
    /// set; the model's own spelling is then "none".
    static func identifier(_ value: String?, _ name: String) -> String? {
        guard let value, !value.isEmpty, value != name else { return nil }
        return value
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
