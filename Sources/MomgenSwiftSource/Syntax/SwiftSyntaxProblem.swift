// Where a file stops being valid Swift. The parser recovers from anything,
// but a file that does not parse is not code a compiler accepted, so the
// reader stops with one line at the first problem rather than derive a
// model from recovered fragments.
import MomgenDiagnostics
import SwiftSyntax

/// Finds the first syntax error of a parsed file.
enum SwiftSyntaxProblem {
    /// The location of the first missing or unexpected token, nil when the
    /// tree has no error.
    static func first(in tree: SourceFileSyntax, file: String) -> MomgenDiagnostics.SourceLocation? {
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: file, tree: tree)
        for token in tree.tokens(viewMode: .all) {
            let unexpected = token.parent?.is(UnexpectedNodesSyntax.self) == true
            guard token.presence == .missing || unexpected else { continue }
            let start = token.startLocation(converter: converter, afterLeadingTrivia: true)
            return MomgenDiagnostics.SourceLocation(file: file, line: start.line, column: start.column)
        }
        return MomgenDiagnostics.SourceLocation(file: file, line: 1, column: 1)
    }
}
