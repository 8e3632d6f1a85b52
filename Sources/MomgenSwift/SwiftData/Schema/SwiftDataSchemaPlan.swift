// The swiftdata layout's view of every model version: which schemas there
// are, the model each one's classes are rendered from, and the stages between
// them. Built by MomgenCore (which hashes and diffs the versions), rendered
// here (SwiftDataSchemaEmitter).
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

    /// A plan of the one model `model` (a single version): one schema, no stages.
    public static func single(_ model: ResolvedModel, modelName: String, versionName: String,
                              entityHashes: [String: String] = [:]) -> SwiftDataSchemaPlan {
        let facts = SwiftDataVersionFacts(name: versionName, userDefinedIdentifier: model.declared.userDefinedModelVersionIdentifier,
                                          entityHashes: entityHashes)
        let version = SwiftDataSchemaGrouping().schemas([facts])[0]
        return SwiftDataSchemaPlan(naming: SwiftDataSchemaNaming(modelName: modelName),
                                   schemas: [SwiftDataPlannedSchema(version: version, model: model)], stages: [])
    }
}
