// Core Data's three bookkeeping tables (R3, R13), the same in every store.

/// `Z_PRIMARYKEY`, `Z_METADATA` and `Z_MODELCACHE`.
enum BookkeepingTables {
    /// The tables, in the order a fresh store lists them.
    static let all: [SchemaTable] = [
        table("Z_PRIMARYKEY", "entity numbers, names, parents and the highest primary key handed out",
              [("Z_ENT", "INTEGER", true), ("Z_NAME", "VARCHAR", false), ("Z_SUPER", "INTEGER", false), ("Z_MAX", "INTEGER", false)]),
        table("Z_METADATA", "the store's UUID and metadata plist (model version hashes)",
              [("Z_VERSION", "INTEGER", true), ("Z_UUID", "VARCHAR(255)", false), ("Z_PLIST", "BLOB", false)]),
        table("Z_MODELCACHE", "a compiled copy of the model the store was created with",
              [("Z_CONTENT", "BLOB", false)]),
    ]

    private static func table(_ name: String, _ detail: String, _ columns: [(String, String, Bool)]) -> SchemaTable {
        SchemaTable(name: name, kind: .bookkeeping, columns: columns.map {
            SchemaColumn(name: $0.0, type: $0.1, isPrimaryKey: $0.2, origin: SchemaOrigin(kind: .bookkeepingColumn, detail: "\(name).\($0.0)"))
        }, origin: SchemaOrigin(kind: .bookkeepingTable, detail: detail))
    }
}
