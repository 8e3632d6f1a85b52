// Text from the model that lands inside generated code as a string literal or
// inside a comment, made safe in one place.

/// Makes model text safe inside Swift string literals and `//` comments.
public enum SwiftLiteral {
    /// A Swift string literal, quotes included: `"a\"b"` for `a"b`.
    public static func string(_ text: String) -> String {
        // Fast path: printable ASCII without quotes or backslashes (nearly
        // every model name) is wrapped as it is; going scalar by scalar was
        // a large part of building a big model's context.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Text for a one-line comment: line breaks and other control characters
    /// become spaces so model text can never end the comment.
    public static func comment(_ text: String) -> String {
        // Fast path: no control byte and no 0xE2 (the lead byte of U+2028 and
        // U+2029) means nothing to replace; rebuilding the string scalar by
        // scalar was a good part of building a large model's context.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xE2 }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map {
            $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0
        }))
    }

    /// Whether `text` looks like a Swift type expression (`Mood`,
    /// `MyKit.Color`, `[String: Int]`, `Set<Tag>?`): letters, digits, `_`, `.`,
    /// `<>[]:,?` and spaces only, so a type name from the model cannot inject code.
    public static func isTypeExpression(_ text: String) -> Bool {
        guard !text.isEmpty, text != "_", text.first.map({ $0.isLetter || $0 == "_" || $0 == "[" }) == true else { return false }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.<>[]:,? ")
        guard text.allSatisfy({ allowed.contains($0) }) else { return false }
        // A dot must start a name: `UnCloudNotes.` (a module, no class) is not a type.
        let characters = Array(text)
        for (index, character) in characters.enumerated() where character == "." {
            guard index + 1 < characters.count, characters[index + 1].isLetter || characters[index + 1] == "_" else { return false }
        }
        // Spaces only around punctuation (`[String : Int]`): `Int Mood` is two words, not a type.
        let words = text.split(separator: " ")
        return zip(words, words.dropFirst()).allSatisfy { left, right in
            !(left.last!.isLetter || left.last!.isNumber || left.last == "_")
                || !(right.first!.isLetter || right.first!.isNumber || right.first == "_")
        }
    }
}
