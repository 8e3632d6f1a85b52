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

    /// Text for a comment, `//` or `/* */` alike: line breaks (LF, CR, NEL,
    /// U+2028, U+2029) and every other control character become spaces so
    /// model text can never end a line comment (an editor or a reviewer's
    /// diff breaks lines at NEL and U+2028 too), and `*/` and `/*` get a
    /// space between their characters so it can neither close a block or doc
    /// comment nor open a nested one (Swift nests `/*`).
    ///
    /// For example, `"Shelf\ninjectedCall()"` gives `Shelf injectedCall()` and
    /// `"a*/b"` gives `a* /b`.
    public static func comment(_ text: String) -> String {
        // Fast path: no control byte, no 0xC2 (the lead byte of the C1
        // controls, NEL among them), no 0xE2 (the lead byte of U+2028 and
        // U+2029) and no `*` means nothing to replace; rebuilding the string
        // scalar by scalar was a good part of building a large model's context.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == UInt8(ascii: "*") }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let replaced: Unicode.Scalar = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029 ? " " : scalar
            // `*/` and `/*`: a space between the two characters.
            if (previous == "*" && replaced == "/") || (previous == "/" && replaced == "*") {
                out.append(" ")
            }
            out.append(replaced)
            previous = replaced
        }
        return String(out)
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
