// A byte offset in a file as the 1-based line and column a user can jump to,
// for errors that know where in the bytes they are but not on which line.

/// Line and column of a byte offset.
enum BytePosition {
    /// The line and column (counted in bytes, as libxml2 counts them) of
    /// `offset` in `bytes`. Errors only: it scans from the start.
    static func of(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// The offset of the first occurrence of `pattern` in `bytes`, if any.
    static func find(_ pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard !pattern.isEmpty, pattern.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
        }
        return nil
    }
}
