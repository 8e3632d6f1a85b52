// libxml2 records the line of each element but not its column. Xcode puts each
// element on its own line, so the column is where `<name` starts on that line;
// when one line holds several elements of the same name, they are counted off
// in order.

/// Finds the 1-based column of an element's `<` from its line number.
final class ColumnFinder {
    private let bytes: [UInt8]
    /// Byte offset of the start of each line; index 0 is line 1. Built lazily.
    private var lineStarts: [Int] = [0]
    private var scannedTo = 0
    /// How many elements of a name have been claimed on the current line.
    private var claimed: (line: Int, counts: [String: Int]) = (0, [:])

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    func column(ofElement name: String, onLine line: Int) -> Int {
        guard line > 0, let start = start(ofLine: line) else { return 0 }
        if claimed.line != line { claimed = (line, [:]) }
        let skip = claimed.counts[name, default: 0]
        claimed.counts[name] = skip + 1
        let pattern = [UInt8(ascii: "<")] + Array(name.utf8)
        var seen = 0
        var offset = start
        while offset + pattern.count <= bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            if bytes[offset] == pattern[0], bytes[offset..<(offset + pattern.count)].elementsEqual(pattern) {
                if seen == skip { return offset - start + 1 }
                seen += 1
            }
            offset += 1
        }
        return 0
    }

    /// The number of lines in the file (a final line without newline counts).
    var lineCount: Int {
        _ = start(ofLine: Int.max)
        return lineStarts.count
    }

    private func start(ofLine line: Int) -> Int? {
        while lineStarts.count < line, scannedTo < bytes.count {
            if bytes[scannedTo] == UInt8(ascii: "\n") { lineStarts.append(scannedTo + 1) }
            scannedTo += 1
        }
        return line <= lineStarts.count ? lineStarts[line - 1] : nil
    }
}
