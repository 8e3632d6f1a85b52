// Properties: attributes (and their derived and composite kinds),
// relationships and fetched properties.
//
// `_P` packs NSPropertyDescription's booleans when non-zero (bit 0 marks it
// present): 0x2 optional, 0x4 read-only, 0x8 transient, 0x10/0x20/0x40/0x80
// "no validation predicates/warnings/userInfo/version hash modifier",
// 0x100 indexed by Spotlight, 0x200 stored in external record, 0x400
// ordered, 0x800 allows cloud encryption. With `_P` zero the same facts are
// separate booleans (`NSIsOptional`, `NSIsTransient`, …).
import MomgenModel
import MomgenPlist

/// The booleans every property carries.
struct PropertyFlags {
    var isOptional = false
    var isTransient = false
    var isSpotlightIndexed = false
    var isStoredInExternalRecord = false
    var isOrdered = false
    var allowsCloudEncryption = false
}

extension CompiledModelDecoder {
    mutating func decodeProperty(_ object: ArchivedObject, into entity: inout Entity) throws {
        // What the decoded property weighs in the model, whatever it
        // shares with others (issue 34 item 2).
        try archive.cost.spend(Self.decodedItemWeight)
        let fields = object.fields
        guard let name = try archive.string(fields["NSPropertyName"], named: "NSPropertyName") else {
            throw PlistError("a property of entity \(entity.name) has no NSPropertyName")
        }
        let flags = try propertyFlags(fields)
        let renaming = Self.identifier(try archive.string(fields["NSRenamingIdentifier"], named: "NSRenamingIdentifier"), name)
        let modifier = Self.nonEmpty(try archive.string(fields["NSVersionHashModifier"], named: "NSVersionHashModifier"))
        let info = try userInfo(fields["NSUserInfo"], owner: "property \(entity.name).\(name)")
        switch object.className {
        case "NSAttributeDescription", "NSDerivedAttributeDescription", "NSCompositeAttributeDescription":
            var attribute = try decodeAttribute(object, name: name, owner: entity.name)
            attribute.isOptional = flags.isOptional
            attribute.isTransient = flags.isTransient
            attribute.isSpotlightIndexed = flags.isSpotlightIndexed
            attribute.isStoredInExternalRecord = flags.isStoredInExternalRecord
            attribute.allowsCloudEncryption = flags.allowsCloudEncryption
            attribute.renamingIdentifier = renaming
            attribute.versionHashModifier = modifier
            attribute.userInfo = info
            entity.attributes.append(attribute)
        case "NSRelationshipDescription":
            var relationship = Relationship(name: name)
            relationship.isOptional = flags.isOptional
            relationship.isTransient = flags.isTransient
            relationship.isSpotlightIndexed = flags.isSpotlightIndexed
            let ordered = try archive.bool(fields["NSIsOrdered"], named: "NSIsOrdered")
            relationship.isOrdered = flags.isOrdered || ordered
            relationship.renamingIdentifier = renaming
            relationship.versionHashModifier = modifier
            relationship.userInfo = info
            try decodeRelationship(fields, into: &relationship, owner: entity.name)
            entity.relationships.append(relationship)
        case "NSFetchedPropertyDescription":
            var fetched = FetchedProperty(name: name)
            fetched.isOptional = flags.isOptional
            fetched.userInfo = info
            if let request = try archive.reference(fields["NSFetchRequest"]) {
                fetched.fetchRequest = try decodeFetchRequest(request)
                fetched.fetchRequest?.name = "fetchedPropertyFetchRequest"
            }
            if fetched.fetchRequest?.entity == nil, let entityName = try archive.string(fields["_NSFetchRequestEntityName"], named: "_NSFetchRequestEntityName") {
                if fetched.fetchRequest == nil { fetched.fetchRequest = FetchRequest(name: "fetchedPropertyFetchRequest") }
                fetched.fetchRequest?.entity = entityName
            }
            entity.fetchedProperties.append(fetched)
        default:
            note("property \(entity.name).\(name) is an archived \(object.className), which momgen does not know; skipped")
        }
    }

    func propertyFlags(_ fields: [String: Int]) throws -> PropertyFlags {
        var flags = PropertyFlags()
        let packed = try archive.integer(fields["_P"], named: "_P") ?? 0
        if packed != 0 {
            flags.isOptional = packed & 0x2 != 0
            flags.isTransient = packed & 0x8 != 0
            flags.isSpotlightIndexed = packed & 0x100 != 0
            flags.isStoredInExternalRecord = packed & 0x200 != 0
            flags.isOrdered = packed & 0x400 != 0
            flags.allowsCloudEncryption = packed & 0x800 != 0
        } else {
            flags.isOptional = try archive.bool(fields["NSIsOptional"], named: "NSIsOptional")
            flags.isTransient = try archive.bool(fields["NSIsTransient"], named: "NSIsTransient")
            flags.isSpotlightIndexed = try archive.bool(fields["NSIndexedBySpotlight"], named: "NSIndexedBySpotlight")
            flags.isStoredInExternalRecord = try archive.bool(fields["NSIsStoredInTruth"], named: "NSIsStoredInTruth")
            flags.isOrdered = try archive.bool(fields["NSIsOrdered"], named: "NSIsOrdered")
            flags.allowsCloudEncryption = try archive.bool(fields["NSAllowsCloudEncryption"], named: "NSAllowsCloudEncryption")
        }
        return flags
    }

    private mutating func decodeRelationship(_ fields: [String: Int], into relationship: inout Relationship, owner: String) throws {
        if let destination = try archive.reference(fields["NSDestinationEntity"]) {
            relationship.destinationEntity = try entityName(destination)
        }
        if relationship.destinationEntity == nil {
            relationship.destinationEntity = try archive.string(fields["_NSDestinationEntityName"], named: "_NSDestinationEntityName")
        }
        if let inverse = try archive.reference(fields["NSInverseRelationship"]) {
            relationship.inverseName = try propertyName(inverse)
        }
        if relationship.inverseName == nil {
            relationship.inverseName = try archive.string(fields["_NSInverseRelationshipName"], named: "_NSInverseRelationshipName")
        }
        if relationship.inverseName != nil { relationship.inverseEntity = relationship.destinationEntity }
        let minCount = try archive.integer(fields["NSMinCount"], named: "NSMinCount") ?? 0
        let maxCount = try archive.integer(fields["NSMaxCount"], named: "NSMaxCount") ?? 0
        relationship.isToMany = maxCount != 1
        relationship.minCount = minCount > 0 ? Int(clamping: minCount) : nil
        relationship.maxCount = maxCount > 0 ? Int(clamping: maxCount) : nil
        if maxCount < 0 {
            // NSUIntegerMax, archived as -1: a model built in code. Core Data
            // hashes it as 0xFFFFFFFF; a model file cannot state it, so it
            // reads as unbounded (hash 0) and the entity hash differs.
            note("relationship \(owner).\(relationship.name) has maxCount NSUIntegerMax (a model built in code), which no model file can state; it reads as unbounded, so the entity's version hash differs from the archive's")
        }
        switch try archive.integer(fields["NSDeleteRule"], named: "NSDeleteRule") ?? 1 {
        case 0: relationship.deleteRule = .noAction
        case 2: relationship.deleteRule = .cascade
        case 3: relationship.deleteRule = .deny
        default: relationship.deleteRule = .nullify
        }
    }

    /// An archived `NSFetchRequest`: entity, predicate (as a format string),
    /// limit, batch size, result type.
    mutating func decodeFetchRequest(_ uid: Int) throws -> FetchRequest? {
        guard let object = try archive.keyedObject(uid), object.className == "NSFetchRequest" else {
            note("a fetch request is archived as something other than NSFetchRequest; skipped")
            return nil
        }
        var request = FetchRequest(name: "")
        if let entity = try archive.reference(object.fields["NSEntity"]) {
            request.entity = try entityName(entity)
        }
        if request.entity == nil {
            request.entity = try archive.string(object.fields["NSEntityName"], named: "NSEntityName")
        }
        if let predicate = try archive.reference(object.fields["NSPredicate"]) {
            var formatter = PredicateFormatter(archive: archive)
            request.predicateString = try formatter.format(predicate)
            try spend(formatter.visited)
            for unknown in formatter.unknownClasses.sorted() {
                note("a predicate uses an archived \(unknown), which momgen does not decode; it is written as a <…> placeholder")
            }
            for name in formatter.quotedNames.sorted() {
                note("a predicate names '\(name)', which is no plain key path; it is written as a quoted string")
            }
        }
        if let limit = try archive.integer(object.fields["NSFetchLimit"], named: "NSFetchLimit"), limit != 0 {
            request.fetchLimit = String(limit)
        }
        if let batch = try archive.integer(object.fields["NSBatchSize"], named: "NSBatchSize"), batch != 0 {
            request.fetchBatchSize = String(batch)
        }
        return request
    }
}
