// The type groups that order an entity table's columns (R5).

/// The first part of a column's sort key. Columns sort on
/// `(group, position of the declaring entity in hierarchy pre-order, kind, property name)`.
///
/// For example, every INTEGER column comes before every `Z_FOK_` column, which
/// come before the TIMESTAMP/FLOAT group.
public enum ColumnGroup: Int, Comparable, Hashable, Sendable {
    /// Integer 16/32/64 and Boolean attributes, then to-one foreign keys (each
    /// followed by its `Z<n>_` entity column).
    case integer = 1
    /// `Z_FOK_` ordering columns of the whole hierarchy.
    case orderKey = 2
    /// Date, Double and Float, sorted together by name.
    case timestampOrFloat = 3
    case decimal = 4
    case string = 5
    case uuid = 6
    case transformable = 7
    case binary = 8
    /// Types whose place is not known at all (kept last).
    case other = 9

    public static func < (lhs: ColumnGroup, rhs: ColumnGroup) -> Bool { lhs.rawValue < rhs.rawValue }
}
