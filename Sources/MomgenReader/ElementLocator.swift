// libxml2 reports where the parser is when a start tag has been read, not
// where the tag began. Each element's `<` is found from the parser's byte
// offset (the nearest `<` before it); when that is not available, by scanning
// forward from the previous element for `<name`, starting at the line libxml2
// reports (below 65,535, where its tree's line numbers saturate).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the 1-based line and column of each element's `<`, in document order.
final class ElementLocator {
    private let bytes: [UInt8]
    /// Byte offset of the start of each line; index 0 is line 1. Grown lazily.
    private var lineStarts: [Int] = [0]
    private var scannedTo = 0
    /// Where the search for the next start tag begins.
    private var cursor = 0
    /// The line of the previous answer: elements come in document order,
    /// so the next one is usually on the same line or a few below.
    private var lastLine = 1
    /// libxml2's line numbers for elements saturate here.
    private static let libxmlLineCap = 65_535

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The position of the start tag `<name` that ends at byte `tagEnd` (the
    /// parser's offset when it reports the element: at the tag's `>` or
    /// `/>`). No `<` can occur inside a start tag, so the nearest `<` before
    /// that offset is the tag's own, even when the tag spans several lines.
    /// Falls back to the line search when the offset is unknown or does not
    /// lead to `<name`.
    func locate(element name: String, tagEnd: Int, reportedLine: Int) -> (line: Int, column: Int) {
        if tagEnd > cursor, tagEnd <= bytes.count, let start = openingBracket(before: tagEnd), start >= cursor,
           startsName(name, at: start + 1) {
            cursor = start + 1
            let line = line(containing: start)
            return (line, start - lineStarts[line - 1] + 1)
        }
        return locate(element: name, reportedLine: reportedLine)
    }

    /// The offset of the last `<` before `end`, if any after the cursor.
    /// Jumps forward from one `<` to the next with memchr (a tag's
    /// attributes are most of the bytes, and there is no memrchr on Darwin).
    private func openingBracket(before end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let base = buffer.baseAddress!
            var last: Int?
            var offset = cursor
            while offset < end, let found = memchr(base + offset, Int32(UInt8(ascii: "<")), end - offset) {
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                last = position
                offset = position + 1
            }
            return last
        }
    }

    /// Whether the bytes at `offset` are `name` followed by a character that ends a name.
    private func startsName(_ name: String, at offset: Int) -> Bool {
        var index = offset
        for byte in name.utf8 {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
        }
        return index < bytes.count && Self.endsName(bytes[index])
    }

    /// The position of the next `<name` start tag. `reportedLine` is libxml2's line.
    func locate(element name: String, reportedLine: Int) -> (line: Int, column: Int) {
        var start = cursor
        if reportedLine > 0, reportedLine < Self.libxmlLineCap, let lineStart = startOfLine(reportedLine) {
            start = max(start, lineStart)
        }
        guard let offset = find(name, from: start) else { return (reportedLine, 0) }
        cursor = offset + 1
        let line = line(containing: offset)
        return (line, offset - lineStarts[line - 1] + 1)
    }

    /// The number of lines in the file (a final line without newline counts).
    var lineCount: Int {
        scanLines(through: bytes.count)
        return lineStarts.count
    }

    private func find(_ name: String, from start: Int) -> Int? {
        let pattern = Array(name.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var offset = start
            while offset + pattern.count < buffer.count {
                // Jump from one '<' to the next with memchr.
                guard let found = memchr(buffer.baseAddress! + offset, Int32(UInt8(ascii: "<")), buffer.count - offset) else { return nil }
                offset = buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let nameStart = offset + 1
                if nameStart + pattern.count < buffer.count,
                   memcmp(buffer.baseAddress! + nameStart, pattern, pattern.count) == 0,
                   Self.endsName(buffer[nameStart + pattern.count]) {
                    return offset
                }
                offset += 1
            }
            return nil
        }
    }

    private static func endsName(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    private func startOfLine(_ line: Int) -> Int? {
        while lineStarts.count < line, scannedTo < bytes.count { scanOne() }
        return line <= lineStarts.count ? lineStarts[line - 1] : nil
    }

    private func line(containing offset: Int) -> Int {
        scanLines(through: offset)
        if lineStarts[lastLine - 1] <= offset {
            var line = lastLine
            while line < lineStarts.count, lineStarts[line] <= offset, line - lastLine < 8 { line += 1 }
            if line == lineStarts.count || lineStarts[line] > offset {
                lastLine = line
                return line
            }
        }
        // Far away or behind: the last line start at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        lastLine = low + 1
        return low + 1
    }

    private func scanLines(through offset: Int) {
        while scannedTo <= offset, scannedTo < bytes.count { scanOne() }
    }

    /// Records the next line start (memchr to the next newline), or reaches the end.
    private func scanOne() {
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            if let found = memchr(base + scannedTo, Int32(UInt8(ascii: "\n")), buffer.count - scannedTo) {
                let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                lineStarts.append(newline + 1)
                scannedTo = newline + 1
            } else {
                scannedTo = buffer.count
            }
        }
    }
}
