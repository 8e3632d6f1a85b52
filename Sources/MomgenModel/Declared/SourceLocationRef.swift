// The declared model stores positions as a line and column only; the file is
// known once per model. This keeps the model small for large files.
import MomgenDiagnostics

/// A line and column inside the model file that a `Model` was read from.
public struct SourceLocationRef: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// No position (for elements built in code rather than read).
    public static let unknown = SourceLocationRef(line: 0, column: 0)

    /// The full location in `file`.
    public func located(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    public static func < (lhs: SourceLocationRef, rhs: SourceLocationRef) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
