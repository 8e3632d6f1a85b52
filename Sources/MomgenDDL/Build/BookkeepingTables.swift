// Core Data's three bookkeeping tables (R3, R13), the same in every store.

/// `Z_PRIMARYKEY`, `Z_METADATA` and `Z_MODELCACHE`.
enum BookkeepingTables {
    /// The tables, in the order a fresh store lists them.
    static let all: [SchemaTable] = [
        table("Z_PRIMARYKEY", "entity numbers, names, parents and the highest primary key handed out",
              [("Z_ENT", "INTEGER", true, "the entity number"), ("Z_NAME", "VARCHAR", false, "the entity name"),
               ("Z_SUPER", "INTEGER", false, "the parent entity's number, 0 for a root"),
               ("Z_MAX", "INTEGER", false, "the highest primary key handed out (kept on root rows)")]),
        table("Z_METADATA", "the store's UUID and metadata plist (model version hashes)",
              [("Z_VERSION", "INTEGER", true, "always 1"), ("Z_UUID", "VARCHAR(255)", false, "the store's UUID"),
               ("Z_PLIST", "BLOB", false, "binary plist: version hashes, framework version, app metadata")]),
        table("Z_MODELCACHE", "a compiled copy of the model the store was created with",
              [("Z_CONTENT", "BLOB", false, "the compiled model")]),
    ]

    /// The tables a store of `layout` has: all three, less `Z_MODELCACHE`
    /// before framework 637.
    static func tables(for layout: CoreDataLayout) -> [SchemaTable] {
        layout.hasModelCache ? all : all.filter { $0.name != "Z_MODELCACHE" }
    }

    /// A table from `(name, type, is primary key, description)` columns.
    private static func table(_ name: String, _ detail: String, _ columns: [(String, String, Bool, String)]) -> SchemaTable {
        SchemaTable(name: name, kind: .bookkeeping, columns: columns.map {
            SchemaColumn(name: $0.0, type: $0.1, isPrimaryKey: $0.2, origin: SchemaOrigin(kind: .bookkeepingColumn, detail: $0.3))
        }, origin: SchemaOrigin(kind: .bookkeepingTable, detail: detail))
    }
}
