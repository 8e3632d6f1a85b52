// Text from a model (names, default values) and from the command line (file
// paths) reaches every report, and a report is read by a program: Xcode reads
// one finding per line, GitHub Actions reads `::command` lines from the log,
// JUnit and SARIF consumers parse XML (escaped by MomgenDiagnostics.XMLText)
// and JSON. A line break or control
// character in a hostile name must never start a new line or a new command in
// any of them. These are the escapes, scalar by scalar (a `Character` would
// hide "\r\n" as one grapheme and let it through).

import MomgenDiagnostics

/// Escaping shared by the reporters.
public enum ReportText {
    /// Whether `scalar` ends a line for some reader or is another control
    /// character: C0 (tab included), DEL, C1 (NEL among them), the Unicode
    /// line and paragraph separators, and the bidi controls — the set every
    /// terminal output escapes (`TerminalText.isUnsafe`).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.isUnsafe(scalar)
    }

    /// `text` on one line: every control character becomes a space, so a
    /// finding is always exactly one line of Xcode's `path:line:col:` format.
    public static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { out.append(isControl(scalar) ? " " : scalar) }
        return String(out)
    }

    /// A GitHub Actions workflow-command message: `%`, CR and LF percent-encoded
    /// as the Actions toolkit does (`escapeData`), so the runner's unescaping
    /// gives the text back and no line of it can be read as a new command.
    /// Every other control character (ESC, NUL, VT, FF, C1 such as U+009B,
    /// bidi controls) becomes its visible escape (`\u{1B}`): the log is
    /// shown in a terminal-like viewer, and the runner unescapes nothing else.
    static func githubData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if isControl(scalar) {
                    out += TerminalText.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A workflow-command property value (`file=…`, `title=…`): as a message,
    /// plus `:` and `,`, which would otherwise end the value (`escapeProperty`).
    static func githubProperty(_ text: String) -> String {
        var out = ""
        for scalar in githubData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
