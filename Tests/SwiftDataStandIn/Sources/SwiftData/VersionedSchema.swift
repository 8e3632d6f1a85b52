// Versioned schemas and the migration plan between them.

/// An interface for describing a specific version of a schema.
public protocol VersionedSchema {
    /// The models to include in this version of the schema.
    static var models: [any PersistentModel.Type] { get }
    /// The version of this schema.
    static var versionIdentifier: Schema.Version { get }
}

/// An interface for describing the evolution of a schema and how to migrate between versions.
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// Describes a migration between two versions of the same schema.
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: ((_ context: ModelContext) throws -> Void)?,
        didMigrate: ((_ context: ModelContext) throws -> Void)?)
}
