// The container: the schema, its migration plan and its stores.

/// An object that manages an app's schema and model storage configuration.
public class ModelContainer: Equatable, @unchecked Sendable {
    public let schema: Schema
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    public var configurations: Set<ModelConfiguration> { _standInOnly() }
    @MainActor public var mainContext: ModelContext { _standInOnly() }

    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    public convenience init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: ModelConfiguration...
    ) throws {
        try self.init(for: givenSchema, migrationPlan: migrationPlan, configurations: configurations)
    }

    public init(
        for givenSchema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
        configurations: [ModelConfiguration]
    ) throws {
        schema = givenSchema
        self.migrationPlan = migrationPlan
    }

    public static func == (lhs: ModelContainer, rhs: ModelContainer) -> Bool { lhs === rhs }

    public func deleteAllData() { _standInOnly() }
    #if !SWIFTDATA_BEFORE_IOS18
    /// From iOS 18 / macOS 15.
    public func erase() throws { _standInOnly() }
    #endif
}
