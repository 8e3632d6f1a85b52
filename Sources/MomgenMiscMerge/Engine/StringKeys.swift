// The NSString methods mogenerator templates call through key paths
// (`name.initialCapitalString`), with Foundation's and MiscMerge's results.

/// Keys that strings answer.
enum StringKeys {
    /// The value of `key` on `text`, or nil for a key strings do not have.
    static func value(of text: String, forKey key: String) -> MergeValue? {
        switch key {
        case "initialCapitalString": return .string(initialCapital(text))
        case "lowercaseString": return .string(text.lowercased())
        case "uppercaseString": return .string(text.uppercased())
        case "capitalizedString": return .string(words(text, separator: nil).map(capitalized).joined())
        case "camelCaseString": return .string(camelCase(text))
        case "length": return .number(Double(text.utf16.count))
        case "description", "stringValue", "self": return .string(text)
        case "boolValue": return .bool(MergeValue.string(text).isTrue)
        case "intValue", "integerValue": return .number((MergeValue.leadingNumber(text) ?? 0).rounded(.towardZero))
        default: return nil
        }
    }

    /// The first character upper-cased, the rest unchanged (MiscMerge's
    /// `-initialCapitalString`).
    static func initialCapital(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Each word with its first letter upper-cased and the rest lower-cased,
    /// whitespace kept (`-capitalizedString`).
    private static func capitalized(_ word: String) -> String {
        guard let first = word.first, !first.isWhitespace else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }

    /// `text` cut into words and the whitespace between them.
    private static func words(_ text: String, separator: Character?) -> [String] {
        var result: [String] = []
        var current = ""
        for character in text {
            if character.isWhitespace != (current.last?.isWhitespace ?? character.isWhitespace) {
                result.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// mogenerator's `-camelCaseString`: whitespace-separated words, lower-cased,
    /// every word but the first with an initial capital, joined.
    private static func camelCase(_ text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let first = words.first else { return "" }
        return first + words.dropFirst().map(initialCapital).joined()
    }
}
