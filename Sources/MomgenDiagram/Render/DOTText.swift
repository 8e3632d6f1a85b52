// The one place that turns model text into Graphviz DOT. Labels are HTML-like
// (`<…>`), so model text in them is XML-escaped; tooltips are quoted
// escStrings, where `\` starts an escape (`\N` would become the node's name)
// and `"` ends the string. Ids never hold model text that needs either (see
// NodeIDs). Checked by rendering hostile names with Graphviz in
// DiagramEscapingTests.

/// Escaping for DOT text.
enum DOTText {
    /// `text` inside an HTML-like label: `&`, `<`, `>`, `"` as XML entities;
    /// `\` doubled, because Graphviz still reads escString escapes in label
    /// text after XML decoding (`\N` would become the node's id, and so would
    /// `&#92;N`); control characters and the two non-characters XML forbids
    /// (U+FFFE, U+FFFF) as spaces, since Graphviz's XML parser rejects them.
    static func html(_ text: String) -> String {
        // Most names need nothing: skip the copy (a 1,000-entity model has
        // some 20,000 of them).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !"&<>\"\\\\".utf8.contains($0) }) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default:
                result.unicodeScalars.append(isForbidden(scalar) ? " " : scalar)
            }
        }
        return result
    }

    /// `text` as a quoted escString (tooltips): `\` and `"` escaped, line
    /// breaks as `\n` (a line break in the tooltip), other forbidden
    /// characters as spaces, and `&` as `&amp;` (Graphviz copies an entity
    /// such as `&lt;` into the SVG as it is, so a name holding `&lt;` would
    /// show as `<`). Graphviz expands a node's tooltip twice (2.43:
    /// `\\N` in a node tooltip still becomes the node's id), so for nodes
    /// each backslash is escaped twice; `DiagramEscapingTests` checks the
    /// SVG shows exactly one.
    static func quoted(_ text: String, expandedTwice: Bool = false) -> String {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && !"&\"\\\\".utf8.contains($0) }) { return "\"" + text + "\"" }
        let backslash = expandedTwice ? "\\\\\\\\" : "\\\\"
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += backslash
            case "&": result += "&amp;"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default:
                result.unicodeScalars.append(isForbidden(scalar) ? " " : scalar)
            }
        }
        return result + "\""
    }

    /// `text` for a `//` comment line.
    static func comment(_ text: String) -> String {
        MermaidText.comment(text)
    }

    /// Characters that XML 1.0 (and so Graphviz's HTML labels and SVG) does
    /// not allow, and line breaks, which end a `//` comment.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        MermaidText.isLineBreakOrControl(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
