// The one place that turns model names into SQL names and quotes them.
import MomgenDiagnostics

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

    /// The name as written in printed DDL. Core Data never quotes; names
    /// that are plain identifiers (letters, digits, `_`, not starting with a
    /// digit) are written bare, anything else in double quotes so the DDL
    /// still runs. A control character (C0, DEL, C1 such as U+009B, a line
    /// or paragraph separator, a bidi control) is written as its visible
    /// escape (`\u{1B}`, `\n`): SQL has no escapes inside a quoted name, and
    /// the raw character would drive the terminal showing the DDL or start a
    /// line of its own (`::error::` in a CI log). Such a name is then not
    /// byte for byte the one Core Data creates; no real model has one.
    public static func quoted(_ name: String) -> String {
        if isPlain(name) { return name }
        return "\"" + doubling("\"", in: visible(name)) + "\""
    }

    /// The name quoted for a query against a real store: the bytes
    /// exactly, so the table the store holds is the one asked about.
    public static func quotedForQuery(_ name: String) -> String {
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

    /// A string literal, e.g. `'O''Brien'`, control characters written as
    /// visible escapes as in `quoted`.
    public static func literal(_ text: String) -> String {
        "'" + doubling("'", in: visible(text)) + "'"
    }

    /// `text` with every control character as its visible escape.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: TerminalText.isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if TerminalText.isUnsafe(scalar) {
                out.append(contentsOf: TerminalText.escape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
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
