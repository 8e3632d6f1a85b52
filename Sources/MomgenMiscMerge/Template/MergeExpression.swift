// A parsed MiscMerge expression: what follows `if`, what a field tag
// prints, what `set` assigns and what `foreach` iterates.
import MomgenDiagnostics

/// An expression tree.
///
/// For example, `noninheritedAttributes.@count > 0` is
/// `.compare(.greaterThan, .value(…), .value("0"))`.
indirect enum MergeExpression {
    /// A key path to look up, or a literal (a single-quoted string is always
    /// literal; a double-quoted one or a bare word is looked up first).
    case value(name: String, quotes: Int, location: SourceLocation)
    /// `-x`
    case negative(MergeExpression)
    /// `!x`
    case not(MergeExpression)
    /// `+ - * / %`
    case math(MathOperator, MergeExpression, MergeExpression)
    /// `== != < <= > >=` and their word spellings.
    case compare(CompareOperator, MergeExpression, MergeExpression)
    /// `in` / `notin` against a comma list.
    case contains(negated: Bool, MergeExpression, MergeExpression)
    /// `&&` / `and`
    case and([MergeExpression])
    /// `||` / `or`
    case or([MergeExpression])
    /// `a, b, c`
    case list([MergeExpression])
}

/// An arithmetic operator.
enum MathOperator {
    case add, subtract, multiply, divide, modulus
}

/// A comparison operator.
enum CompareOperator {
    case equal, notEqual, lessThan, lessThanOrEqual, greaterThan, greaterThanOrEqual
}
