// The exact text Core Data writes for each kind of statement (R14), without
// the trailing `;` — the form `sqlite_master.sql` holds.

/// Single-line `CREATE` statements, byte for byte as Core Data writes them.
public enum SQLStatement {
    /// For example, `CREATE TABLE ZSECTION ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, … )`.
    public static func create(_ table: SchemaTable) -> String {
        let columns = table.columns.map(\.definition).joined(separator: ", ")
        let name = SQLName.quoted(table.name)
        switch table.kind {
        case .entity:
            return "CREATE TABLE \(name) ( \(columns) )"
        case .join:
            return "CREATE TABLE \(name) ( \(columns), PRIMARY KEY (\(table.primaryKey.map(SQLName.quoted).joined(separator: ", "))) )"
        case .bookkeeping:
            return "CREATE TABLE \(name) (\(columns))"
        }
    }

    /// For example, `CREATE INDEX ZSECTION_ZPOST_INDEX ON ZSECTION (ZPOST)`.
    public static func create(_ index: SchemaIndex) -> String {
        let columns = index.columns.map(\.definition).joined(separator: ", ")
        return "CREATE \(index.isUnique ? "UNIQUE " : "")INDEX \(SQLName.quoted(index.name)) ON \(SQLName.quoted(index.table)) (\(columns))"
    }

    /// For example, `INSERT INTO Z_PRIMARYKEY(Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES(1, 'Book', 0, 0)`.
    public static func insert(_ row: PrimaryKeyRow) -> String {
        "INSERT INTO Z_PRIMARYKEY(Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES(\(row.entityNumber), \(SQLName.literal(row.name)), \(row.superNumber), \(row.max))"
    }
}
