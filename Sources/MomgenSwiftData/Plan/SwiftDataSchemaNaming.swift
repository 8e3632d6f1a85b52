// The one place that names what the swiftdata layout generates for a model's
// versions: the `VersionedSchema` enums, the migration plan and their files.
// `generate` writes these names and `momgen store` reports them, so a store
// is named by the schema the app's code calls it.

/// The names of a model's versioned schemas and migration plan.
///
/// For example, `SwiftDataSchemaNaming(stem: "Journal")` gives
/// `JournalSchemaV1`, `JournalSchemaV2` and `JournalMigrationPlan`. The
/// layout makes the stem from the model's name (`init(modelName:)`, with
/// MomgenSwift's namer).
public struct SwiftDataSchemaNaming: Sendable, Equatable {
    /// The model's name as a type-name stem (`SwiftNamer.bareTypeName`).
    public let stem: String

    /// Names with `stem`, already a valid Swift identifier.
    public init(stem: String) {
        self.stem = stem
    }

    /// `<M>SchemaV<number>` (1-based, after merging versions with equal hashes).
    public func schemaName(_ number: Int) -> String {
        "\(stem)SchemaV\(number)"
    }

    /// `<M>MigrationPlan`.
    public var planName: String { "\(stem)MigrationPlan" }

    /// The file holding schema `number`'s enum (and, for an old schema, its frozen classes).
    public func schemaFileName(_ number: Int) -> String {
        schemaName(number) + ".swift"
    }

    /// The file holding the migration plan.
    public var planFileName: String { planName + ".swift" }
}
