// One table of the store schema: an entity table, a join table or one of
// Core Data's bookkeeping tables.

/// A table with its columns, in Core Data's column order.
///
/// For example, `ZPAGE ( Z_PK, Z_ENT, Z_OPT, ZBOOK, Z_FOK_BOOK, ZTEXT )` for the
/// entity `Page`, or `Z_1BOOKS` for the many-to-many `Author.books`.
public struct SchemaTable: Hashable, Sendable {
    /// The three table shapes, which Core Data writes with different spacing (R14).
    public enum Kind: String, Hashable, Sendable {
        /// `CREATE TABLE ZBOOK ( Z_PK INTEGER PRIMARY KEY, … )`: spaces inside the parentheses.
        case entity
        /// `CREATE TABLE Z_1BOOKS ( A INTEGER, B INTEGER, PRIMARY KEY (A, B) )`.
        case join
        /// `CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, …)`: no inner spaces.
        case bookkeeping
    }

    public var name: String
    public var kind: Kind
    public var columns: [SchemaColumn]
    /// The table-level `PRIMARY KEY (…)` of a join table; empty otherwise.
    public var primaryKey: [String]
    public var origin: SchemaOrigin

    public init(name: String, kind: Kind, columns: [SchemaColumn], primaryKey: [String] = [], origin: SchemaOrigin) {
        self.name = name
        self.kind = kind
        self.columns = columns
        self.primaryKey = primaryKey
        self.origin = origin
    }
}
