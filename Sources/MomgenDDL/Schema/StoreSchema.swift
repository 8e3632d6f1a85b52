// The whole schema Core Data creates for a model, as values. Built by
// `SchemaBuilder`, rendered by `SQLRenderer` and `SchemaJSONRenderer`, and
// compared with a real store by `StoreComparator`.

/// Every table, index and entity row of a fresh Core Data SQLite store.
///
/// `tables` are the entity and join tables, in the order a fresh store lists
/// them; `indexes` follow; `bookkeepingTables` (`Z_PRIMARYKEY`, `Z_METADATA`,
/// `Z_MODELCACHE`) come last (R15).
public struct StoreSchema: Hashable, Sendable {
    public var entities: [PrimaryKeyRow]
    public var tables: [SchemaTable]
    public var indexes: [SchemaIndex]
    public var bookkeepingTables: [SchemaTable]
    public var notes: [SchemaNote]

    public init(entities: [PrimaryKeyRow], tables: [SchemaTable], indexes: [SchemaIndex],
                bookkeepingTables: [SchemaTable], notes: [SchemaNote]) {
        self.entities = entities
        self.tables = tables
        self.indexes = indexes
        self.bookkeepingTables = bookkeepingTables
        self.notes = notes
    }

    /// Entity, join and bookkeeping tables, in statement order.
    public var allTables: [SchemaTable] { tables + bookkeepingTables }
}
