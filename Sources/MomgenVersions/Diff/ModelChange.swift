// One change between two model versions, as `momgen diff` reports it: what
// changed, where, whether it changes a version hash (so needs a migration at
// all), whether Core Data's lightweight migration can infer it, and whether
// data is at risk. The rules behind each verdict: docs/migration.md.
import MomgenDiagnostics

/// A change from an older model version to a newer one.
///
/// For example, a required attribute added with no default:
/// `ModelChange(entity: "Book", property: "isbn", kind: .attributeAdded,
/// changesHash: true, inferable: false, dataAtRisk: false, …)`.
public struct ModelChange: Hashable, Sendable {
    /// What kind of change, as `kind` in the JSON.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case entityAdded = "entity-added"
        case entityRemoved = "entity-removed"
        case entityRenamed = "entity-renamed"
        case entityAbstractChanged = "entity-abstract-changed"
        case entityHierarchyChanged = "entity-hierarchy-changed"
        case entityConstraintsChanged = "entity-constraints-changed"
        case entityHashModifierChanged = "entity-version-hash-modifier-changed"
        case attributeAdded = "attribute-added"
        case attributeRemoved = "attribute-removed"
        case attributeRenamed = "attribute-renamed"
        case attributeTypeChanged = "attribute-type-changed"
        case attributeOptionalityChanged = "attribute-optionality-changed"
        case attributeStorageChanged = "attribute-storage-changed"
        case relationshipAdded = "relationship-added"
        case relationshipRemoved = "relationship-removed"
        case relationshipRenamed = "relationship-renamed"
        case relationshipCardinalityChanged = "relationship-cardinality-changed"
        case relationshipOrderingChanged = "relationship-ordering-changed"
        case relationshipDestinationChanged = "relationship-destination-changed"
        case relationshipOptionalityChanged = "relationship-optionality-changed"
        case relationshipCountsChanged = "relationship-counts-changed"
        case relationshipInverseChanged = "relationship-inverse-changed"
        case propertyHashModifierChanged = "property-version-hash-modifier-changed"
        /// The two readings of renaming identifiers match an item differently.
        case renamingReadingsDiffer = "renaming-identifier-readings-differ"
        // Notes: no hash moves, but data does from now on.
        case renamingIdentifierChanged = "renaming-identifier-changed"
        case relationshipDeleteRuleChanged = "relationship-delete-rule-changed"
        case attributeValueTransformerChanged = "attribute-value-transformer-changed"
        /// A hash change none of the kinds above describes.
        case otherHashChange = "other-hash-change"
    }

    /// The entity, by its name in the newer version (older, for removals).
    public let entity: String
    /// The property, for property changes (newer name; older for removals).
    public let property: String?
    public let kind: Kind
    /// Whether the change alters a version hash, so stores need a migration.
    public let changesHash: Bool
    /// Whether Core Data's lightweight migration can infer a mapping for it.
    public let inferable: Bool
    /// Whether stored data is dropped or cannot be kept as it is.
    public let dataAtRisk: Bool
    /// What changed, and why it is (not) inferable or risky.
    public let reason: String
    /// What to do about it, when something should be done.
    public let fix: String?
    /// In the newer version's file, or the older one's for a removal.
    public let location: SourceLocation

    public init(entity: String, property: String? = nil, kind: Kind, changesHash: Bool, inferable: Bool = true,
                dataAtRisk: Bool = false, reason: String, fix: String? = nil, location: SourceLocation) {
        self.entity = entity
        self.property = property
        self.kind = kind
        self.changesHash = changesHash
        self.inferable = inferable
        self.dataAtRisk = dataAtRisk
        self.reason = reason
        self.fix = fix
        self.location = location
    }
}

extension ModelChange {
    /// The groups reports list changes in, most blocking first: CI shows only
    /// the first annotations of a step, so those that stop a release lead.
    public enum Group: Int, Comparable, Sendable, CaseIterable {
        /// Lightweight migration cannot infer it: a mapping model or a custom stage is needed.
        case notInferable
        /// Inferred, but stored data is dropped (or the readings of renaming identifiers differ).
        case dataAtRisk
        /// A hash change lightweight migration infers.
        case inferred
        /// No hash moves, so no migration runs, but data is affected from now on.
        case note

        public static func < (lhs: Group, rhs: Group) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public var group: Group {
        if !inferable { return .notInferable }
        if dataAtRisk { return .dataAtRisk }
        return changesHash ? .inferred : .note
    }
}

/// Every change between two versions, and the verdicts over all of them.
public struct ModelDiffResult: Sendable {
    public let from: String
    public let to: String
    /// By group (not inferable, data at risk, inferred, notes), each in the
    /// newer version's order: entities, then their properties.
    public let changes: [ModelChange]
    /// Some entity hash differs (or the entity sets differ): stores need a migration.
    public let migrationNeeded: Bool

    /// Whether lightweight migration can infer every change.
    public var lightweightInferable: Bool { changes.allSatisfy(\.inferable) }

    /// How many changes each group holds.
    public func count(_ group: ModelChange.Group) -> Int { changes.filter { $0.group == group }.count }
}
