// One field line of a record type: `CD_title STRING QUERYABLE SEARCHABLE SORTABLE`.
import MomgenDiagnostics

/// A field: its name, type and index qualifiers, and where it comes from.
///
/// For example, `CD_title STRING QUERYABLE SEARCHABLE SORTABLE` for the
/// String attribute `Book.title`.
public struct CloudKitField: Hashable, Sendable {
    /// Why the field exists: what a comparison must require and what it may not.
    public enum Origin: String, Hashable, Sendable {
        /// One of CloudKit's six `___` fields, or a field of a system type (`Users.roles`).
        case system
        /// `CD_entityName`, which Core Data writes on every record.
        case entityName
        /// An attribute of the model.
        case attribute
        /// A to-one relationship (the related record's name).
        case relationship
        /// `CD_moveReceipt`, written for sharing moves and by `initializeCloudKitSchema`.
        case moveReceipt
        /// A `<field>_ckAsset` companion, where large values go as a CKAsset.
        case assetCompanion
        /// Read from a `.ckdb` file; the file does not say.
        case unknown
    }

    /// The raw name, unquoted (`CD_title`, `___recordID`).
    public var name: String
    public var type: CloudKitFieldType
    public var qualifiers: [CloudKitQualifier]
    public var origin: Origin
    /// The entity and property the field mirrors, when it comes from a model.
    public var entity: String?
    public var property: String?
    /// The model element (or `.ckdb` line) the field comes from.
    public var location: SourceLocation?

    public init(name: String, type: CloudKitFieldType, qualifiers: [CloudKitQualifier] = [], origin: Origin,
                entity: String? = nil, property: String? = nil, location: SourceLocation? = nil) {
        self.name = name
        self.type = type
        self.qualifiers = qualifiers
        self.origin = origin
        self.entity = entity
        self.property = property
        self.location = location
    }
}
