// A look at the start of a file before libxml2 sees it: is it XML at all, and
// does it declare a DOCTYPE (which models never do, and which is the door to
// external entities and entity expansion)?

/// Facts about the bytes before the root element.
struct Prolog {
    /// The first byte that is not whitespace or a byte-order mark.
    let firstContent: UInt8?
    /// The line of `<!DOCTYPE`, when one comes before the root element.
    let doctypeLine: Int?

    init(_ bytes: [UInt8]) {
        var offset = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        while offset < bytes.count, Prolog.isSpace(bytes[offset]) { offset += 1 }
        firstContent = offset < bytes.count ? bytes[offset] : nil

        // Walk markup until the first element start tag: `<?…?>`, `<!--…-->`
        // and `<!DOCTYPE` may precede it.
        var line = 1
        var found: Int?
        var index = offset
        let doctype = Array("<!DOCTYPE".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            if byte == UInt8(ascii: "<"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if next != UInt8(ascii: "?") && next != UInt8(ascii: "!") { break }
                if bytes[index...].starts(with: doctype) { found = line; break }
            }
            index += 1
        }
        doctypeLine = found
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
