// read (store side): what a real Core Data store holds — its `sqlite_master`
// statements, each table's columns and its `Z_PRIMARYKEY` rows — read
// without ever writing to the store.

import MomgenDiagnostics
import MomgenStore

/// The schema and entity rows of an existing store.
public struct StoreSnapshot: Sendable {
    /// One `sqlite_master` entry.
    public struct Entry: Hashable, Sendable {
        public var name: String
        /// The table an index belongs to (the table itself for a table).
        public var table: String
        /// The statement text, without the trailing `;`.
        public var sql: String
    }

    /// Tables by name (SQLite's own `sqlite_*` tables left out).
    public var tables: [String: Entry]
    /// Indexes by name (automatic indexes, which have no SQL, left out).
    public var indexes: [String: Entry]
    /// Each table's columns as `(name, declared type)`, in table order.
    public var columns: [String: [(name: String, type: String)]]
    /// The `Z_PRIMARYKEY` rows, or nil when the store has no such table.
    public var primaryKeyRows: [PrimaryKeyRow]?

    /// Reads the schema through an open connection.
    public init(database: SQLiteDatabase) throws {
        var tables: [String: Entry] = [:], indexes: [String: Entry] = [:]
        for row in try database.rows("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL") {
            guard let type = row[0], let name = row[1], let sql = row[3], !name.hasPrefix("sqlite_") else { continue }
            let entry = Entry(name: name, table: row[2] ?? name, sql: sql)
            if type == "table" { tables[name] = entry } else if type == "index" { indexes[name] = entry }
        }
        var columns: [String: [(name: String, type: String)]] = [:]
        for name in tables.keys {
            columns[name] = try database.rows("PRAGMA table_info(\(SQLName.quotedForQuery(name)))").map { ($0[1] ?? "", $0[2] ?? "") }
        }
        if tables["Z_PRIMARYKEY"] != nil {
            primaryKeyRows = try database.rows("SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT").map {
                PrimaryKeyRow(entityNumber: Int($0[0] ?? "") ?? 0, name: $0[1] ?? "", superNumber: Int($0[2] ?? "") ?? 0, max: Int($0[3] ?? "") ?? 0)
            }
        }
        self.tables = tables
        self.indexes = indexes
        self.columns = columns
    }

    /// Reads the store at `path` without modifying it or its `-wal`/`-shm`
    /// files (see `StoreReader`).
    public static func read(path: String) throws -> StoreSnapshot {
        try StoreReader.read(path: path) { try StoreSnapshot(database: $0) }
    }
}
