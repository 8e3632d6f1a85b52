// What Foundation makes of text that is not in an attribute type's form.
// A default like `100` on a Boolean or `empy` on a UUID does not stop the
// build (production apps ship with both), so invalid-default-value says what
// the app gets instead, following NSString's documented conversions.
import MomgenModel

/// Foundation's documented readings of malformed default-value text.
enum FoundationReading {
    /// NSString.boolValue: skips leading spaces, a sign and zeros, then YES
    /// on Y, y, T, t or a digit 1-9, otherwise NO ("100" is YES, "0.0" is NO).
    static func bool(_ text: String) -> Bool {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
        rest = rest.drop { $0 == "0" }
        guard let first = rest.first else { return false }
        return "YyTt123456789".contains(first)
    }

    /// NSString.integerValue / doubleValue: the longest leading number, 0 when there is none.
    static func number(_ text: String, integer: Bool) -> Double {
        let trimmed = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
        var prefix = ""
        var seenDot = false
        for character in trimmed {
            if character.isASCII, character.isNumber {
                prefix.append(character)
            } else if prefix.isEmpty, character == "+" || character == "-" {
                prefix.append(character)
            } else if !integer, !seenDot, character == "." {
                seenDot = true
                prefix.append(character)
            } else {
                break
            }
        }
        return Double(prefix) ?? Double(prefix + "0") ?? 0
    }

    /// What the app gets for `text` as the default of `type`, as a phrase
    /// ("YES", "0", "no default (nil)"), or nil when momgen cannot say.
    static func outcome(_ text: String, for type: AttributeType) -> String? {
        switch type {
        case .boolean: return bool(text) ? "YES" : "NO"
        case .uuid: return "no default (nil)"
        case .date: return DateValues.iso8601(number(text, integer: false))
        case _ where type.isInteger: return AttributeValues.format(number(text, integer: true))
        case _ where type.isNumeric: return AttributeValues.format(number(text, integer: false))
        default: return nil
        }
    }
}
