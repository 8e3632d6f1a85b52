// Which SwiftData `VersionedSchema` of momgen's swiftdata layout a store is:
// SwiftData writes Core Data's metadata (the same entity version hashes, and
// the schema's `versionIdentifier` as `NSStoreModelVersionIdentifiers`, e.g.
// ["1.0.0"]), so the store names the schema as the app's code calls it.
// Found by MomgenCore (which knows the layout's naming); reported here.

/// The generated schema whose entity hashes a store holds.
///
/// For example, `StoreSwiftDataSchema(name: "JournalSchemaV2", identifier: "2.0.0",
/// versions: ["Journal 2"], identifierRecorded: true)`.
public struct StoreSwiftDataSchema: Sendable, Equatable {
    /// `<M>SchemaV<k>`, nil when no schema of the plan has the store's hashes.
    public let name: String?
    /// Its `versionIdentifier` as stores record it (`2.0.0`).
    public let identifier: String?
    /// The model versions merged into it.
    public let versions: [String]
    /// Whether the store records that identifier: SwiftData wrote it with
    /// that schema (Core Data, or another schema with equal hashes, does not).
    public let identifierRecorded: Bool
    /// Every schema of the plan, oldest first (for the report when none matches).
    public let schemas: [String]

    public init(name: String?, identifier: String?, versions: [String], identifierRecorded: Bool, schemas: [String]) {
        self.name = name
        self.identifier = identifier
        self.versions = versions
        self.identifierRecorded = identifierRecorded
        self.schemas = schemas
    }
}
