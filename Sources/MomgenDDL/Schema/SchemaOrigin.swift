// Why a table, column or index exists: the model element it comes from.
// Renderers use it for `--annotate` comments and the JSON form.

/// The model origin of one schema element.
///
/// For example, the column `ZCATEGORY` of `ZBOOK` has origin
/// `SchemaOrigin(kind: .toOne, entity: "Book", properties: ["category"],
/// detail: "Book.category: to-one → BookCategory, optional, inverse books, delete rule Nullify")`.
public struct SchemaOrigin: Hashable, Sendable {
    /// What kind of model element (or bookkeeping need) produced the element.
    public enum Kind: String, Hashable, Sendable {
        // Tables.
        case entityTable, joinTable, bookkeepingTable
        // Columns.
        case primaryKey, entityNumber, optimisticLock
        case attribute, toOne, toOneEntity, orderKey
        case joinSource, joinDestination, joinOrderKey
        case bookkeepingColumn
        // Indexes.
        case foreignKeyIndex, entityIndex, joinIndex
        case indexedProperty, fetchIndex, compoundIndex, uniquenessConstraint
    }

    public var kind: Kind
    /// The entity the element belongs to (declaring entity), when there is one.
    public var entity: String?
    /// The properties involved, in model order.
    public var properties: [String]
    /// A one-line, human-readable explanation (used by `--annotate`).
    public var detail: String

    public init(kind: Kind, entity: String? = nil, properties: [String] = [], detail: String) {
        self.kind = kind
        self.entity = entity
        self.properties = properties
        self.detail = detail
    }
}
