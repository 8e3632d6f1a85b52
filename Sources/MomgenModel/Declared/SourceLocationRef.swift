// The declared model stores positions as a line and column; the file is
// known once per model. A model read from Swift sources is the exception: its
// entities are declared across many files (a schema lists live classes from
// their own files), so each of its positions names its file.
import MomgenDiagnostics

/// A line and column inside the model file that a `Model` was read from, or
/// inside `file` when the element was declared in another file.
public struct SourceLocationRef: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int
    /// The file of the declaration when it is not the model's own file.
    public var file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    /// No position (for elements built in code rather than read).
    public static let unknown = SourceLocationRef(line: 0, column: 0)

    /// The full location: in `modelFile` unless the position names its own file.
    public func located(in modelFile: String) -> SourceLocation {
        SourceLocation(file: file ?? modelFile, line: line, column: column)
    }

    public static func < (lhs: SourceLocationRef, rhs: SourceLocationRef) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
