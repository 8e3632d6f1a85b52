// The index options a field line may carry.

/// `QUERYABLE`, `SEARCHABLE`, `SORTABLE`, in the order cktool writes them.
///
/// For example, a String field is `QUERYABLE SEARCHABLE SORTABLE`, a Date
/// field `QUERYABLE SORTABLE` (every export in ../shared/cloudkit).
public enum CloudKitQualifier: String, CaseIterable, Hashable, Sendable, Comparable {
    case queryable = "QUERYABLE"
    case searchable = "SEARCHABLE"
    case sortable = "SORTABLE"

    /// cktool's order, which is not alphabetical: QUERYABLE SEARCHABLE SORTABLE.
    public static func < (lhs: CloudKitQualifier, rhs: CloudKitQualifier) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// What Core Data asks for on a STRING field (text search too).
    public static let text: [CloudKitQualifier] = [.queryable, .searchable, .sortable]
    /// What Core Data asks for on every other indexed field.
    public static let ordered: [CloudKitQualifier] = [.queryable, .sortable]
}
