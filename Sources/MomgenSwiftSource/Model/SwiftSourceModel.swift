// What the Swift-source reader hands on: one declared model per
// `VersionedSchema` (named by it, its `versionIdentifier` as the model's
// version identifier) and one for the live classes, oldest first; the
// migration plans as written; every finding; and the file:line:column of
// every entity and property (the declared model keeps line and column only,
// against one file per model).
import MomgenDiagnostics
import MomgenModel

/// One schema's model.
public struct SwiftSchemaVersion: Sendable {
    /// The `VersionedSchema`'s name (`V1`, `DashSchemaSnapshotV1`), or `Live`.
    public let name: String
    /// The dotted name it is declared under (`Schemas.V1`; `Live` for the live classes).
    public let fullName: String
    /// `Schema.Version(1, 0, 0)` as `1.0.0`.
    public let versionIdentifier: String?
    /// Whether these are the live classes (outside every `VersionedSchema`).
    public let isLive: Bool
    public let model: Model
    /// `Entity` and `Entity.property` → their Swift declaration.
    public let locations: [String: SourceLocation]
    /// Entity → the `VersionedSchema` its class is nested in ("" for a live
    /// class), so a schema listing another's class can be told.
    public let owners: [String: String]
    /// The schema's own declaration (nil for the live classes).
    public let location: SourceLocation?
    /// Entities the schema's relationship walk finds two classes for.
    public var entityClashes: [SwiftEntityClash] = []
    /// The full names of every class the schema holds (listed or reached).
    public var classes: Set<String> = []
}

/// One entity a schema has two classes for: a class it lists (or reached
/// first), and another schema's copy that a shared class's relationship names.
///
/// For example, `V2` lists its own `Trip` and `V1.Place`, whose `trip` is
/// `V1.Trip`: `SwiftEntityClash(entity: "Trip", first: "V2.Trip", second: "V1.Trip", through: "V1.Place.trip", …)`.
public struct SwiftEntityClash: Sendable, Equatable {
    public let entity: String
    public let first: String
    public let second: String
    /// `Owner.relationship`, full names, that reaches `second`.
    public let through: String
    /// The relationship's declaration.
    public let location: SourceLocation
}

/// One `SchemaMigrationPlan`.
public struct SwiftMigrationPlan: Sendable {
    public let name: String
    /// The schemas `schemas` lists, by name, in order.
    public let schemas: [String]
    /// The stages `stages` lists, as far as their values could be read.
    public let stages: [SwiftMigrationStage]
    public let location: SourceLocation
}

/// Everything read from one Swift-source input.
public struct SwiftSourceModel: Sendable {
    /// Oldest first: the plan's order, then by version identifier; `Live` last.
    public let versions: [SwiftSchemaVersion]
    public let plans: [SwiftMigrationPlan]
    /// Findings, in report order.
    public let findings: [Diagnostic]
    /// The files read.
    public let files: [String]
    /// Every `ModelConfiguration(cloudKitDatabase:)` argument, in file order.
    public let cloudKitDatabases: [SwiftCloudKitDatabase]

    /// The version called `name`.
    public func version(named name: String) -> SwiftSchemaVersion? {
        versions.first { $0.name == name }
    }

    /// The version the tool uses when none is asked for: the live classes,
    /// else the newest schema.
    public var current: SwiftSchemaVersion? {
        versions.first(where: \.isLive) ?? versions.last
    }
}
