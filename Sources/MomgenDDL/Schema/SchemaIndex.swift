// One index of the store schema.

/// An index over one table.
///
/// For example, `ZBOOK_ZCATEGORY_INDEX ON ZBOOK (ZCATEGORY)` for a foreign key,
/// or `Z_Tag_UNIQUE_name ON ZTAG (ZNAME COLLATE BINARY ASC)` for a uniqueness constraint.
public struct SchemaIndex: Hashable, Sendable {
    /// One indexed column. `order` is nil for the plain form Core Data uses for
    /// foreign-key, `Z_ENT` and join-table indexes; otherwise the column is
    /// written `COLLATE BINARY ASC` or `COLLATE BINARY DESC`.
    public struct Column: Hashable, Sendable {
        public enum Order: String, Hashable, Sendable { case ascending = "ASC", descending = "DESC" }
        public var name: String
        public var order: Order?

        public init(_ name: String, order: Order? = nil) {
            self.name = name
            self.order = order
        }

        /// The column as written in the index's column list.
        public var definition: String {
            guard let order else { return SQLName.quoted(name) }
            return "\(SQLName.quoted(name)) COLLATE BINARY \(order.rawValue)"
        }
    }

    public var name: String
    public var table: String
    public var isUnique: Bool
    public var columns: [Column]
    public var origin: SchemaOrigin

    public init(name: String, table: String, isUnique: Bool = false, columns: [Column], origin: SchemaOrigin) {
        self.name = name
        self.table = table
        self.isUnique = isUnique
        self.columns = columns
        self.origin = origin
    }
}
