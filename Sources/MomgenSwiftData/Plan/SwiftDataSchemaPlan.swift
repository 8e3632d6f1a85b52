// The swiftdata layout's view of every model version: which schemas there
// are, the model each one's classes are rendered from, and the stages between
// them. Built by SwiftDataVersionPlanner (from versions MomgenCore loads),
// rendered by the swiftdata layout (MomgenSwift's SwiftDataSchemaEmitter).
import MomgenModel

/// One schema with the model its classes come from.
public struct SwiftDataPlannedSchema: Sendable {
    public let version: SwiftDataSchemaVersion
    /// The representative version's model.
    public let model: ResolvedModel

    public init(version: SwiftDataSchemaVersion, model: ResolvedModel) {
        self.version = version
        self.model = model
    }
}

/// Every schema of a model, oldest first, and the stages between them.
///
/// For example, Journal's two versions give schemas `JournalSchemaV1` and
/// `JournalSchemaV2` and one lightweight stage.
public struct SwiftDataSchemaPlan: Sendable {
    public let naming: SwiftDataSchemaNaming
    /// At least one; the last is the current schema (the version the run
    /// generates for).
    public let schemas: [SwiftDataPlannedSchema]
    /// `schemas.count - 1` stages, in order.
    public let stages: [SwiftDataMigrationStage]

    public init(naming: SwiftDataSchemaNaming, schemas: [SwiftDataPlannedSchema], stages: [SwiftDataMigrationStage]) {
        precondition(!schemas.isEmpty, "a plan has at least the current schema")
        self.naming = naming
        self.schemas = schemas
        self.stages = stages
    }

    /// The schema of the version generated for, whose classes are the live ones.
    public var current: SwiftDataPlannedSchema { schemas[schemas.count - 1] }

    /// `<M>SchemaV<n>` of the current schema: the per-entity files extend it.
    public var currentSchemaName: String { naming.schemaName(current.version.number) }
}
