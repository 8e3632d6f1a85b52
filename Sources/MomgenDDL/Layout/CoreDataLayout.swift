// Every layout choice the generator makes that the research marks
// unverified, unresolved or version-dependent lives here, so a correction is a
// one-line change. docs/ddl.md lists the same choices. Verified rules (R1–R16
// in ../shared/research/coredata-sqlite-layout.md) are implemented by the
// builders; where they consult a choice, they call into this type.
import MomgenModel

/// The Core Data store layout to reproduce, with its documented choices.
///
/// For example, `CoreDataLayout()` is the modern layout (fw ≥ 1044);
/// `CoreDataLayout(indexNaming: .legacy)` names indexed-attribute and compound
/// indexes as fw ≤ 754 did.
public struct CoreDataLayout: Hashable, Sendable {
    /// How indexed attributes and `<compoundIndexes>` are named (R12).
    public enum IndexNaming: String, Hashable, Sendable {
        /// `Z_<Entity>_<property>` with `COLLATE BINARY ASC` (fw ≥ 847).
        case modern
        /// `<TABLE>_<COL>_INDEX`, compound `<TABLE>_<C1>_<C2>` without collation (fw ≤ 754).
        case legacy
    }

    public var indexNaming: IndexNaming
    /// Whether the store has a `Z_MODELCACHE` table (R13: fw 637 on).
    public var hasModelCache: Bool
    /// The `NSPersistenceFrameworkVersion` this layout reproduces, when one
    /// was asked for (nil: today's layout).
    public var frameworkVersion: Int?

    public init(indexNaming: IndexNaming = .modern, hasModelCache: Bool = true) {
        self.indexNaming = indexNaming
        self.hasModelCache = hasModelCache
        self.frameworkVersion = nil
    }

    /// The layout a given Core Data framework version writes
    /// (`NSPersistenceFrameworkVersion`, as stores record it). Every choice
    /// that depends on it, with the evidence (docs/ddl.md repeats this):
    /// - index names (R12): legacy up to 754 (a held-out fw 641 store), modern
    ///   from 847 (held-out stores); no store between 755 and 846 is known, so
    ///   the boundary is put at 755, after the last version seen legacy;
    /// - `Z_MODELCACHE` (R13): absent at 419 (a held-out store), present from
    ///   637 (`bnr-coredatastack-testmodel`); the boundary is put at 637.
    /// The order of statements also changed (R15), but no comparison uses it.
    ///
    /// For example, `CoreDataLayout(frameworkVersion: 641)` names indexes the
    /// legacy way and keeps `Z_MODELCACHE`.
    public init(frameworkVersion: Int) {
        self.init(indexNaming: frameworkVersion < Self.modernIndexNamesSince ? .legacy : .modern,
                  hasModelCache: frameworkVersion >= Self.modelCacheSince)
        self.frameworkVersion = frameworkVersion
    }

    /// The first framework version taken to name indexes the modern way.
    public static let modernIndexNamesSince = 755
    /// The first framework version known to create `Z_MODELCACHE`.
    public static let modelCacheSince = 637

    // MARK: Column types (R6)

    /// The SQL type of an attribute's column, or nil when it gets no column.
    ///
    /// UNVERIFIED choices: URI → `VARCHAR` (stored as its string); Object ID →
    /// `BLOB`; Undefined and unknown types get no column (Core Data refuses a
    /// persistent Undefined attribute). Composite attributes are expanded by
    /// `compositeColumnName` instead.
    public func sqlType(for type: AttributeType) -> String? {
        switch type {
        case .integer16, .integer32, .integer64, .boolean: return "INTEGER"
        case .float, .double: return "FLOAT"
        case .decimal: return "DECIMAL"
        case .date: return "TIMESTAMP"
        case .string, .uri: return "VARCHAR"
        case .binary, .transformable, .uuid, .objectID: return "BLOB"
        case .undefined, .composite, .unknown: return nil
        }
    }

    /// The type group of an attribute (R5). UNVERIFIED: UUID sits after the
    /// strings and before Transformable; URI sorts with the strings; Object ID
    /// after Binary Data.
    public func columnGroup(for type: AttributeType) -> ColumnGroup {
        switch type {
        case .integer16, .integer32, .integer64, .boolean: return .integer
        case .float, .double, .date: return .timestampOrFloat
        case .decimal: return .decimal
        case .string, .uri: return .string
        case .uuid: return .uuid
        case .transformable: return .transformable
        case .binary: return .binary
        case .objectID, .undefined, .composite, .unknown: return .other
        }
    }

    /// UNVERIFIED (iOS 17 composites): one column per composite field, named
    /// `Z<ATTRIBUTE>_<FIELD>`, typed and grouped like a plain attribute of the field's type.
    public func compositeColumnName(attribute: String, field: String) -> String {
        "Z" + SQLName.upper(attribute) + "_" + SQLName.upper(field)
    }

    // MARK: Ordering

    /// Entity order for numbering (R2) and for choosing a join table's owner
    /// (R11): case-insensitive (ASCII), then exact bytes. The case rule rests
    /// on one store.
    public func entityNameSortsBefore(_ lhs: String, _ rhs: String) -> Bool {
        let l = SQLName.upper(lhs), r = SQLName.upper(rhs)
        if l != r { return l.utf8.lexicographicallyPrecedes(r.utf8) }
        return lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// Property order inside a column group: ASCII byte order of the property
    /// name (R5, verified-1). UNRESOLVED for several `Z_FOK_` columns in one
    /// table: the same name order is used (alphabetical, as `ddg-bookmarks-*`).
    public func propertyNameSortsBefore(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    // MARK: Companion columns (R4, R9, R10)

    /// The base name (without the leading `Z`) that the `Z<n>_` and `Z_FOK_`
    /// companions of a to-one use. UNVERIFIED for clash-suffixed foreign keys:
    /// the companions follow the suffixed name (`ZLABEL1` → `Z3_LABEL1`).
    public func companionBase(foreignKeyColumn: String) -> String {
        String(foreignKeyColumn.dropFirst())
    }

    /// UNVERIFIED for a destination that has both a parent and children: the
    /// `Z<n>_` column uses the destination's own number.
    public func entityColumnNumber(destinationNumber: Int) -> Int { destinationNumber }

    // MARK: Join tables (R11)

    /// Whether the relationship `lhs` (declared on `lhsEntity`) owns the join
    /// table it shares with `rhs` (declared on `rhsEntity`).
    ///
    /// - Non-reflexive [inferred]: the side whose declaring entity's name sorts first.
    /// - Reflexive [unstable across OS versions]: the relationship whose name
    ///   sorts later, as fresh stores from fw 849–1333 do.
    public func ownsJoinTable(_ lhs: String, on lhsEntity: String, over rhs: String, on rhsEntity: String) -> Bool {
        if lhsEntity == rhsEntity {
            return lhs == rhs || propertyNameSortsBefore(rhs, lhs)
        }
        return entityNameSortsBefore(lhsEntity, rhsEntity)
    }

    /// UNVERIFIED: a to-many without an inverse is stored like a many-to-many
    /// with a join table `Z_<a><NAME>`; its first column, which would carry the
    /// inverse's name, is named after the declaring entity: `Z_<a><ENTITY>`.
    public func missingInverseName(declaringEntity: String) -> String {
        SQLName.upper(declaringEntity)
    }

    // MARK: Indexes (R12)

    /// Whether a fetch index element of this `type` is an ordinary B-tree
    /// element (`Binary`, or no type written).
    public func isBTree(elementType: String?) -> Bool {
        elementType == nil || elementType == "Binary"
    }

    /// Core Data tables created by store options, never by the model (R13).
    /// `--compare` ignores them. UNVERIFIED detail for the CloudKit `ANSCK*` tables.
    public func isStoreOptionTable(_ name: String) -> Bool {
        ["ACHANGE", "ATRANSACTION", "ATRANSACTIONSTRING"].contains(name) || name.hasPrefix("ANSCK")
    }
}
