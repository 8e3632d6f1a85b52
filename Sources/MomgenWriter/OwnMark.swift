// How a write recognises its own earlier output when that output has no
// header line of momgen's (a schema dump must equal `momgen ddl`'s text, an
// SVG is Graphviz's): by a mark the output always carries near its start.

/// Looks for an output's mark in an existing file.
///
/// For example, `OwnMark.carried("CREATE TABLE ", by: bytesOfSchemaSQL)` is true.
public enum OwnMark {
    /// How many leading bytes are searched: marks sit in the first lines.
    public static let window = 1024

    /// Whether the first `window` bytes of `bytes` contain `mark`.
    public static func carried(_ mark: String, by bytes: [UInt8]) -> Bool {
        let needle = Array(mark.utf8)
        let head = bytes.prefix(window)
        guard !needle.isEmpty, head.count >= needle.count else { return needle.isEmpty }
        for start in head.startIndex...(head.endIndex - needle.count) where head[start] == needle[0] {
            if head[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
