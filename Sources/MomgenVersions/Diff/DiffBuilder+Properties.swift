// The property half of `momgen diff`: each persistent attribute and
// relationship of a continued entity, matched by renaming identifier or name,
// and judged by LightweightRules. A property is reported on the entity that
// declares it (in the newer version; the older one for removals).
import MomgenModel

extension DiffBuilder {
    /// A persistent property of either kind, as the diff needs it.
    struct Property {
        let name: String
        let owner: Int
        let attribute: Attribute?
        let relationship: Relationship?
        let location: SourceLocationRef
        var renamingIdentifier: String? { attribute?.renamingIdentifier ?? relationship?.renamingIdentifier }
        var kind: String { attribute != nil ? "attribute" : "relationship" }
        var key: RenameKey { RenameKey(name: name, renamingIdentifier: renamingIdentifier, kind: kind) }
        /// Kind and type (or destination and cardinality): two properties of
        /// one shape, one removed and one added, look like a rename.
        var shape: String {
            if let attribute { return "a\u{0}\(attribute.type.xcodeName)" }
            return "r\u{0}\(relationship?.destinationEntity ?? "")\u{0}\(relationship?.isToMany ?? false)"
        }
    }

    static func persistentProperties(of entity: ResolvedEntity) -> [Property] {
        entity.attributes.filter { !$0.declared.isTransient }.map {
            Property(name: $0.name, owner: $0.owner, attribute: $0.declared, relationship: nil, location: $0.declared.location)
        } + entity.relationships.filter { !$0.declared.isTransient }.map {
            Property(name: $0.name, owner: $0.owner, attribute: nil, relationship: $0.declared, location: $0.declared.location)
        }
    }

    mutating func compareProperties(_ before: ResolvedEntity, _ after: ResolvedEntity) {
        let oldProperties = Self.persistentProperties(of: before)
        let newProperties = Self.persistentProperties(of: after)
        let matching = RenameMatching(old: oldProperties.map(\.key), new: newProperties.map(\.key))
        for (index, property) in newProperties.enumerated() {
            guard let previous = matching.oldByNew[index] else { continue }
            compare(oldProperties[previous], in: before, with: property, in: after)
        }
        for disagreement in matching.disagreements {
            let property = newProperties[disagreement.new]
            reportReadings(disagreement, subject: "\(property.kind) `\(property.name)`", entity: new.entities[property.owner].name,
                           property: property.name, location: new.location(property.location)) {
                ("\(oldProperties[$0].kind) `\(oldProperties[$0].name)`", oldProperties[$0].key.identifier)
            }
        }
        let added = matching.added.map { newProperties[$0] }
        var addedByShape: [String: Property] = [:]
        var addedByName: [String: Property] = [:]
        for property in added where addedByShape[property.shape] == nil { addedByShape[property.shape] = property }
        for property in added where addedByName[property.name] == nil { addedByName[property.name] = property }
        for property in added { reportAdded(property, in: after) }
        for property in matching.removed.map({ oldProperties[$0] }) {
            let entity = old.entities[property.owner].name
            let location = old.location(property.location)
            let kind: ModelChange.Kind = property.attribute != nil ? .attributeRemoved : .relationshipRemoved
            if let again = addedByName[property.name], again.kind != property.kind {
                let (reason, fix) = LightweightRules.kindChanged(property.name, from: property.kind, to: again.kind)
                add(ModelChange(entity: entity, property: property.name, kind: kind, changesHash: true, dataAtRisk: true,
                                reason: reason, fix: fix, location: location))
            } else if let again = addedByName[property.name] {
                // Same name, other identifier: Apple's rule matches identifiers, not names.
                add(ModelChange(entity: entity, property: property.name, kind: kind, changesHash: true, dataAtRisk: true,
                                reason: "\(property.kind) `\(property.name)` removed and added again: its renaming identifier changed from '\(property.key.identifier)' to '\(again.key.identifier)', and Core Data matches identifiers, not names, so the stored data is dropped",
                                fix: "give `\(again.name)` the renaming identifier '\(property.key.identifier)' again (or none, if '\(property.key.identifier)' is its name)", location: location))
            } else if let twin = addedByShape[property.shape] {
                let (reason, fix) = LightweightRules.looksRenamed("\(property.kind) `\(property.name)`", to: "`\(twin.name)`", identifier: property.key.identifier)
                add(ModelChange(entity: entity, property: property.name, kind: kind,
                                changesHash: true, dataAtRisk: true, reason: reason, fix: fix, location: location))
            } else {
                add(ModelChange(entity: entity, property: property.name, kind: kind,
                                changesHash: true, dataAtRisk: true, reason: LightweightRules.removed("\(property.kind) `\(property.name)`"),
                                fix: "if the data must be kept, copy it elsewhere in a custom stage before removing it", location: location))
            }
        }
    }

    private mutating func reportAdded(_ property: Property, in entity: ResolvedEntity) {
        let owner = new.entities[property.owner].name
        let location = new.location(property.location)
        if let attribute = property.attribute {
            let hasDefault = attribute.hasDefaultValue
            if attribute.isOptional || hasDefault {
                add(ModelChange(entity: owner, property: property.name, kind: .attributeAdded, changesHash: true,
                                reason: "attribute `\(property.name)` added (\(attribute.isOptional ? "optional" : "with a default value"))", location: location))
            } else {
                let (reason, fix) = LightweightRules.requiredAttributeAdded(property.name)
                add(ModelChange(entity: owner, property: property.name, kind: .attributeAdded, changesHash: true, inferable: false,
                                reason: reason, fix: fix, location: location))
            }
        } else if let relationship = property.relationship {
            let required = !relationship.isOptional && (!relationship.isToMany || (relationship.minCount ?? 0) > 0)
            if required {
                let (reason, fix) = LightweightRules.requiredRelationshipAdded(property.name)
                add(ModelChange(entity: owner, property: property.name, kind: .relationshipAdded, changesHash: true, inferable: false,
                                reason: reason, fix: fix, location: location))
            } else {
                add(ModelChange(entity: owner, property: property.name, kind: .relationshipAdded, changesHash: true,
                                reason: "relationship `\(property.name)` added", location: location))
            }
        }
    }

    private mutating func compare(_ before: Property, in oldEntity: ResolvedEntity, with after: Property, in newEntity: ResolvedEntity) {
        let owner = new.entities[after.owner].name
        let location = new.location(after.location)
        let oldHash = oldHashes.entity(named: oldEntity.name)?.property(named: before.name)?.hash
        let newHash = newHashes.entity(named: newEntity.name)?.property(named: after.name)?.hash
        let changesHash = oldHash != newHash
        func report(_ kind: ModelChange.Kind, inferable: Bool = true, dataAtRisk: Bool = false, _ reason: String, fix: String? = nil) {
            add(ModelChange(entity: owner, property: after.name, kind: kind, changesHash: changesHash, inferable: inferable,
                            dataAtRisk: dataAtRisk, reason: reason, fix: fix, location: location))
        }
        if before.name != after.name {
            report(after.attribute != nil ? .attributeRenamed : .relationshipRenamed,
                   "\(after.kind) `\(before.name)` renamed to `\(after.name)` through its renaming identifier")
        }
        if let a = before.attribute, let b = after.attribute {
            if a.type != b.type, let numeric = NumericTypeChange(from: a.type, to: b.type) {
                let (reason, fix) = LightweightRules.numericTypeChanged(after.name, from: a.type.xcodeName, to: b.type.xcodeName, numeric)
                report(.attributeTypeChanged, dataAtRisk: !numeric.keepsEveryValue, reason, fix: fix)
            } else if a.type != b.type {
                let (reason, fix) = LightweightRules.typeChanged(after.name, from: a.type.xcodeName, to: b.type.xcodeName)
                report(.attributeTypeChanged, inferable: false, dataAtRisk: true, reason, fix: fix)
            }
            if a.isOptional != b.isOptional {
                let hasDefault = b.hasDefaultValue
                if b.isOptional {
                    report(.attributeOptionalityChanged, "attribute `\(after.name)` became optional")
                } else if hasDefault {
                    report(.attributeOptionalityChanged, "attribute `\(after.name)` became required; its default value fills rows that hold none")
                } else {
                    let (reason, fix) = LightweightRules.attributeBecameRequired(after.name)
                    report(.attributeOptionalityChanged, inferable: false, reason, fix: fix)
                }
            }
            if a.allowsExternalBinaryDataStorage != b.allowsExternalBinaryDataStorage || a.preservesValueInHistoryOnDeletion != b.preservesValueInHistoryOnDeletion {
                report(.attributeStorageChanged, "attribute `\(after.name)`'s storage options changed (external storage or preserve after deletion)")
            }
        }
        if let a = before.relationship, let b = after.relationship {
            compareRelationship(a, b, name: after.name, report: report)
        }
        // Changes that move no hash, so no store is migrated for them, but
        // that change what happens to data from now on: notes of their own.
        func note(_ kind: ModelChange.Kind, _ reason: String) {
            add(ModelChange(entity: owner, property: after.name, kind: kind, changesHash: false, reason: reason, location: location))
        }
        if before.renamingIdentifier != after.renamingIdentifier {
            note(.renamingIdentifierChanged, LightweightRules.identifierChanged("\(after.kind) `\(after.name)`", from: before.renamingIdentifier, to: after.renamingIdentifier))
        }
        if let a = before.relationship, let b = after.relationship, a.deleteRule != b.deleteRule {
            note(.relationshipDeleteRuleChanged, LightweightRules.deleteRuleChanged(after.name, from: a.deleteRule.xcodeName, to: b.deleteRule.xcodeName))
        }
        if let a = before.attribute, let b = after.attribute,
           Self.transformerAsLoaded(a.valueTransformerName) != Self.transformerAsLoaded(b.valueTransformerName) {
            note(.attributeValueTransformerChanged, LightweightRules.transformerChanged(after.name, from: a.valueTransformerName, to: b.valueTransformerName))
        }
        if before.attribute?.versionHashModifier != after.attribute?.versionHashModifier
            || before.relationship?.versionHashModifier != after.relationship?.versionHashModifier {
            report(.propertyHashModifierChanged, "\(after.kind) `\(after.name)`'s version hash modifier changed: this forces a migration with no schema change")
        }
    }

    private func compareRelationship(_ a: Relationship, _ b: Relationship, name: String,
                                     report: (ModelChange.Kind, Bool, Bool, String, String?) -> Void) {
        if a.isToMany != b.isToMany {
            if b.isToMany {
                report(.relationshipCardinalityChanged, true, false, "relationship `\(name)` changed from to-one to to-many", nil)
            } else {
                let (reason, fix) = LightweightRules.toManyNarrowed(name)
                report(.relationshipCardinalityChanged, false, true, reason, fix)
            }
        }
        if a.isOrdered != b.isOrdered {
            report(.relationshipOrderingChanged, true, false, "relationship `\(name)` became \(b.isOrdered ? "ordered" : "unordered")", nil)
        }
        let oldDestination = a.destinationEntity ?? ""
        let newDestination = b.destinationEntity ?? ""
        let continued = new.entity(named: newDestination).flatMap { matcher.oldByNew[$0.id] }.map { old.entities[$0].name }
        if continued != oldDestination, !(continued == nil && oldDestination == newDestination) {
            let (reason, fix) = LightweightRules.destinationChanged(name, from: oldDestination, to: newDestination)
            report(.relationshipDestinationChanged, false, true, reason, fix)
        }
        if a.isOptional != b.isOptional {
            if b.isOptional || b.isToMany && (b.minCount ?? 0) == 0 {
                report(.relationshipOptionalityChanged, true, false, "relationship `\(name)` became \(b.isOptional ? "optional" : "required")", nil)
            } else {
                let (reason, fix) = LightweightRules.relationshipBecameRequired(name)
                report(.relationshipOptionalityChanged, false, false, reason, fix)
            }
        }
        if a.isToMany == b.isToMany, a.minCount != b.minCount || a.maxCount != b.maxCount {
            report(.relationshipCountsChanged, true, false,
                   "relationship `\(name)`'s counts changed (min \(a.minCount.map(String.init) ?? "-") → \(b.minCount.map(String.init) ?? "-"), max \(a.maxCount.map(String.init) ?? "-") → \(b.maxCount.map(String.init) ?? "-")); counts are checked when objects are saved, not during the migration", nil)
        }
        if a.inverseName != b.inverseName {
            report(.relationshipInverseChanged, true, false, "relationship `\(name)`'s inverse changed from \(a.inverseName.map { "`\($0)`" } ?? "none") to \(b.inverseName.map { "`\($0)`" } ?? "none")", nil)
        }
    }
}

extension DiffBuilder {
    /// The value transformer Core Data uses for a name as the model gives it:
    /// Core Data reads the constant's name `NSSecureUnarchiveFromDataTransformerName`
    /// as the transformer `NSSecureUnarchiveFromData` when the model loads (and
    /// momc compiles it so), so a change between the two spellings changes nothing.
    static func transformerAsLoaded(_ name: String?) -> String? {
        name == "NSSecureUnarchiveFromDataTransformerName" ? "NSSecureUnarchiveFromData" : name
    }
}
