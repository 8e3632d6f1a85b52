// Reads the words, operators and quoted strings of one tag, as MiscMerge's
// NSScanner does: whitespace (space, tab, CR, LF, VT, FF) is skipped before
// every token, keywords match case-insensitively and a word keyword must not
// run on into letters (`in` does not match `index`).
import MomgenDiagnostics

/// A cursor over a tag's content.
struct TagScanner {
    let tag: TagText
    private(set) var offset = 0

    init(_ tag: TagText) {
        self.tag = tag
    }

    private var content: [Unicode.Scalar] { tag.content }
    private static let whitespace: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0B}", "\u{0C}"]
    /// Where an unquoted argument ends (MiscMerge's stop set).
    private static let argumentStops: Set<Unicode.Scalar> = [" ", "\t", "\r", "\n", "\u{0B}", "\u{0C}", "<", ">", "!", "=", "(", ")", "|", "&", ","]

    /// Whether only whitespace is left.
    var isAtEnd: Bool {
        content[offset...].allSatisfy { Self.whitespace.contains($0) }
    }

    /// The location of the next token.
    var location: SourceLocation {
        var probe = offset
        while probe < content.count, Self.whitespace.contains(content[probe]) { probe += 1 }
        return tag.location(atOffset: probe)
    }

    /// The next non-blank character, without consuming it.
    mutating func peek() -> Unicode.Scalar? {
        skipWhitespace()
        return offset < content.count ? content[offset] : nil
    }

    private mutating func skipWhitespace() {
        while offset < content.count, Self.whitespace.contains(content[offset]) { offset += 1 }
    }

    /// Consumes `keyword` if it comes next (case-insensitively; a keyword
    /// that starts with a letter must not be followed by a letter).
    mutating func eat(_ keyword: String) -> Bool {
        skipWhitespace()
        let word = Array(keyword.lowercased().unicodeScalars)
        guard offset + word.count <= content.count else { return false }
        for (position, scalar) in word.enumerated() {
            guard Character(content[offset + position]).lowercased() == String(scalar) else { return false }
        }
        if let first = word.first, first.properties.isAlphabetic, offset + word.count < content.count,
           content[offset + word.count].properties.isAlphabetic {
            return false
        }
        offset += word.count
        return true
    }

    /// The next argument: a quoted string (with its quote kind, 1 for `'`,
    /// 2 for `"`) or a run of characters up to a stop character; nil when
    /// nothing is there.
    mutating func argument() throws -> (text: String, quotes: Int)? {
        skipWhitespace()
        guard offset < content.count else { return nil }
        let first = content[offset]
        if first == "'" || first == "\"" {
            return (try quoted(first), first == "'" ? 1 : 2)
        }
        var text = ""
        while offset < content.count, !Self.argumentStops.contains(content[offset]) {
            text.unicodeScalars.append(content[offset])
            offset += 1
        }
        return text.isEmpty ? nil : (text, 0)
    }

    /// A quoted string; a backslash keeps the next character and is itself
    /// kept unless it quotes the quote character.
    private mutating func quoted(_ quote: Unicode.Scalar) throws -> String {
        let start = tag.location(atOffset: offset)
        offset += 1
        var text = ""
        while offset < content.count {
            let scalar = content[offset]
            offset += 1
            if scalar == "\\", offset < content.count {
                let next = content[offset]
                offset += 1
                if next != quote { text.unicodeScalars.append("\\") }
                text.unicodeScalars.append(next)
            } else if scalar == quote {
                return text
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        throw MomgenError.unreadableInput(start, "closing quote \(quote) missing")
    }

    /// The first whitespace-separated word, which names the command.
    static func firstWord(of tag: TagText) -> String {
        var word = ""
        for scalar in tag.content.drop(while: { whitespace.contains($0) }) {
            if whitespace.contains(scalar) { break }
            word.unicodeScalars.append(scalar)
        }
        return word
    }
}
