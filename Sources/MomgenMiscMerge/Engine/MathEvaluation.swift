// MiscMerge arithmetic: both sides read as doubles (a non-numeric string
// is 1 when non-empty), `%` on integers.
import MomgenDiagnostics

/// Arithmetic on template values.
enum MathEvaluation {
    static func apply(_ operation: MathOperator, _ left: MergeValue, _ right: MergeValue, at location: SourceLocation) throws -> MergeValue {
        let l = left.numberValue ?? (left.isTrue ? 1 : 0)
        let r = right.numberValue ?? (right.isTrue ? 1 : 0)
        switch operation {
        case .add: return .number(l + r)
        case .subtract: return .number(l - r)
        case .multiply: return .number(l * r)
        case .divide: return .number(l / r)
        case .modulus:
            guard let li = Int32(exactly: l.rounded(.towardZero)), let ri = Int32(exactly: r.rounded(.towardZero)), ri != 0 else {
                throw MomgenError.unreadableInput(location, "'%' needs a non-zero integer on its right and integers on both sides")
            }
            return .number(Double(li % ri))
        }
    }
}
