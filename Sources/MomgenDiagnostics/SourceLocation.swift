// Where something came from: a file and a 1-based line and column.
//
// Every element the reader meets keeps one of these, so that a diagnostic
// raised three stages later can still point the user at the right line.

/// A position in a source file.
///
/// For example, `Model.xcdatamodel/contents:12:9` is the `<attribute>` element
/// that starts on line 12, column 9. A column of 0 means "unknown".
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path, as the user gave it (relative paths stay relative).
    public var file: String
    /// 1-based line; 0 when the position within the file is unknown.
    public var line: Int
    /// 1-based column; 0 when unknown.
    public var column: Int

    public init(file: String, line: Int = 0, column: Int = 0) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String {
        if line == 0 { return file }
        if column == 0 { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
