// libxml2 records each element's line but not its column, and it stores lines
// above 65,535 as 65,535. Elements arrive in document order, so each start tag
// is found by scanning forward from the previous one for `<name`; the line
// libxml2 reports (when below the cap) says where to start looking.

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
    /// libxml2's line numbers for elements saturate here.
    private static let libxmlLineCap = 65_535

    init(bytes: [UInt8]) {
        self.bytes = bytes
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
        // The last line start at or before `offset`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
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
