// What Core Data's inferred mapping does when an attribute moves between the
// numeric types (Integer 16/32/64, Decimal, Double, Float). The inferred
// mapping copies each property by key (`$source.name`), and a number read
// from the old column is a number the new attribute accepts, so the change is
// inferred. Two real apps shipped Integer 16 → Integer 64 and Integer 64 →
// Float under lightweight migration with crash-on-failure and never needed a
// fix (issue 39's evidence). What is at risk is only what the narrower type
// cannot hold: docs/migration.md has the table.
import MomgenModel

/// The verdict on a change between two numeric attribute types.
struct NumericTypeChange: Equatable {
    /// Whether every stored value survives the copy exactly.
    let keepsEveryValue: Bool
    /// Why, when some values may not survive.
    let risk: String?

    /// `nil` when either type is not numeric: those changes keep the general
    /// "not inferable" verdict.
    init?(from old: AttributeType, to new: AttributeType) {
        guard let oldRank = Self.rank(old), let newRank = Self.rank(new), old != new else { return nil }
        switch (oldRank, newRank) {
        case let (.integer(a), .integer(b)) where b >= a:
            keepsEveryValue = true; risk = nil
        case (.integer, .integer):
            keepsEveryValue = false; risk = "values outside the range of \(new.xcodeName) cannot be kept"
        case (.integer(let bits), .float) where bits <= 16:
            keepsEveryValue = true; risk = nil
        case (.integer(let bits), .double) where bits <= 32:
            keepsEveryValue = true; risk = nil
        case (.integer, .decimal):
            keepsEveryValue = true; risk = nil
        case (.integer, .float), (.integer, .double):
            keepsEveryValue = false; risk = "integers beyond \(new == .float ? "±16,777,216" : "±2⁵³") lose their low digits in \(new.xcodeName)"
        case (.float, .double), (.float, .decimal):
            keepsEveryValue = true; risk = nil
        case (.double, .float), (.decimal, .float), (.decimal, .double), (.double, .decimal):
            keepsEveryValue = false; risk = "\(new.xcodeName) holds fewer digits (or a smaller range) than \(old.xcodeName), so values are rounded"
        case (.float, .integer), (.double, .integer), (.decimal, .integer):
            keepsEveryValue = false; risk = "fractional parts are dropped, and values outside the range of \(new.xcodeName) cannot be kept"
        default:
            return nil
        }
    }

    private enum Rank: Equatable { case integer(Int), float, double, decimal }

    private static func rank(_ type: AttributeType) -> Rank? {
        switch type {
        case .integer16: return .integer(16)
        case .integer32: return .integer(32)
        case .integer64: return .integer(64)
        case .float: return .float
        case .double: return .double
        case .decimal: return .decimal
        default: return nil
        }
    }
}
