// Whether a comparison operator holds for MiscMerge's comparison result.

extension CompareOperator {
    /// Whether the comparison holds for `result` (nil: not comparable, only
    /// `!=` holds).
    func holds(for result: MergeValue.ComparisonResult?) -> Bool {
        guard let result else { return self == .notEqual }
        switch self {
        case .equal: return result == .same
        case .notEqual: return result != .same
        case .lessThan: return result == .ascending
        case .lessThanOrEqual: return result != .descending
        case .greaterThan: return result == .descending
        case .greaterThanOrEqual: return result != .ascending
        }
    }
}
