// One column of a table in the store schema.

/// A column: its SQL name, declared type and origin.
///
/// For example, `ZPRICE FLOAT` from the attribute `Book.price`.
public struct SchemaColumn: Hashable, Sendable {
    /// The SQL name, e.g. `ZPRICE`.
    public var name: String
    /// The declared SQL type, e.g. `FLOAT` or `VARCHAR(255)`.
    public var type: String
    /// Whether the column is declared `INTEGER PRIMARY KEY` (only `Z_PK`, `Z_ENT`, `Z_VERSION`).
    public var isPrimaryKey: Bool
    public var origin: SchemaOrigin

    public init(name: String, type: String, isPrimaryKey: Bool = false, origin: SchemaOrigin) {
        self.name = name
        self.type = type
        self.isPrimaryKey = isPrimaryKey
        self.origin = origin
    }

    /// The column as written inside `CREATE TABLE`, e.g. `Z_PK INTEGER PRIMARY KEY`.
    public var definition: String {
        "\(SQLName.quoted(name)) \(type)" + (isPrimaryKey ? " PRIMARY KEY" : "")
    }
}
