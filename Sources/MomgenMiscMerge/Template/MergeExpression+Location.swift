// Where an expression starts, for errors raised while evaluating it.
import MomgenDiagnostics

extension MergeExpression {
    /// The location of the expression's first value.
    var location: SourceLocation {
        switch self {
        case let .value(_, _, location): return location
        case let .negative(inner), let .not(inner): return inner.location
        case let .math(_, left, _), let .compare(_, left, _), let .contains(_, left, _): return left.location
        case let .and(items), let .or(items), let .list(items): return items.first?.location ?? SourceLocation(file: "template")
        }
    }
}
