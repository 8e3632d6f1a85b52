// mogenerator's post-processing of every generated file: the regular
// expression `([ \t]*(\n|\r|\r\n)){2,}` replaced by "\n\n". A run of two
// or more line breaks, with the spaces and tabs before each, becomes one
// blank line (trailing blanks on the line before the run go too). `\r`
// and `\n` each count as a break, as the alternation matches them.

/// Collapses runs of blank lines as mogenerator does.
///
/// One pass over the UTF-8 bytes (every byte the pattern looks at is
/// ASCII, and no other byte can look like one in UTF-8): each byte is read
/// at most three times, and the output is built in one byte buffer.
public enum BlankLineCollapser {
    public static func collapse(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            String(decoding: collapse(bytes), as: UTF8.self)
        }
    }

    /// The collapsed bytes of `bytes`.
    static func collapse(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), lineFeed = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
        func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }
        func isBreak(_ byte: UInt8) -> Bool { byte == lineFeed || byte == carriageReturn }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard isBlank(byte) || isBreak(byte) else {
                result.append(byte)
                index += 1
                continue
            }
            // Try a match at `index`: repeated [ \t]* then one break.
            var cursor = index
            var breaks = 0
            while true {
                var probe = cursor
                while probe < bytes.count, isBlank(bytes[probe]) { probe += 1 }
                guard probe < bytes.count, isBreak(bytes[probe]) else { break }
                breaks += 1
                cursor = probe + 1
            }
            if breaks >= 2 {
                result.append(lineFeed)
                result.append(lineFeed)
                index = cursor
            } else {
                // Starting anywhere in this run of blanks gives the same
                // result, so copy the run (or the one break) and move past it.
                var next = index + 1
                if isBlank(byte) {
                    while next < bytes.count, isBlank(bytes[next]) { next += 1 }
                }
                result.append(contentsOf: bytes[index..<next])
                index = next
            }
        }
        return result
    }
}
