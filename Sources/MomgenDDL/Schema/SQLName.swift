// The one place that turns model names into SQL names and quotes them.

/// SQL identifiers for Core Data's layout.
public enum SQLName {
    /// Upper-cases ASCII letters only; digits, underscores and non-ASCII
    /// characters are kept (R1; non-ASCII handling is unverified).
    public static func upper(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar.value >= 0x61 && scalar.value <= 0x7A {
                scalars.append(Unicode.Scalar(scalar.value - 0x20)!)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The name as written in a statement. Core Data never quotes; names that
    /// are plain identifiers (letters, digits, `_`, not starting with a digit)
    /// are written bare, anything else in double quotes so the DDL still runs.
    public static func quoted(_ name: String) -> String {
        if isPlain(name) { return name }
        return "\"" + doubling("\"", in: name) + "\""
    }

    /// Whether `name` needs no quoting.
    public static func isPlain(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
        }
    }

    /// A string literal, e.g. `'O''Brien'`.
    public static func literal(_ text: String) -> String {
        "'" + doubling("'", in: text) + "'"
    }

    /// `text` with every `quote` written twice, SQL's escape for quotes.
    private static func doubling(_ quote: Character, in text: String) -> String {
        var out = ""
        for character in text {
            out.append(character)
            if character == quote { out.append(character) }
        }
        return out
    }
}
