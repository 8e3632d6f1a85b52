// The one place model text becomes part of an SQL `--` comment.
//
// A `--` comment runs to the end of its line, so a line break inside model
// text (a default value, a name, a userInfo value) would end the comment and
// hand the rest of the text to whoever executes the DDL: `sqlite3 < out.sql`
// would run it. Every character that could end the line or confuse the
// reader is therefore written as a visible escape instead.
import MomgenDiagnostics

/// Makes arbitrary text safe to put after `-- `.
public enum SQLComment {
    /// `text` on one line: control characters (C0, DEL, C1), the Unicode
    /// line and paragraph separators and a lone backslash are escaped, so
    /// the comment can only end where the renderer ends it.
    ///
    /// For example, `"a\r\nATTACH"` becomes `a\r\nATTACH` (backslash, `r`,
    /// backslash, `n`). SQLite itself ends a `--` comment only at `\n` (or
    /// a NUL); the others are escaped because terminals, editors and other
    /// SQL tools treat them as line ends too.
    public static func text(_ text: String) -> String {
        // Fast path: most model text needs nothing.
        if !text.unicodeScalars.contains(where: needsEscape) { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.append(scalar)
                continue
            }
            let escape = scalar == "\\" ? "\\\\" : TerminalText.escape(scalar)
            out.append(contentsOf: escape.unicodeScalars)
        }
        return String(out)
    }

    /// Whether `scalar` is written as an escape.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x5C: return true
        default: return false
        }
    }

    /// One comment line: `-- ` then the escaped text and a newline.
    static func line(_ text: String, indent: String = "") -> String {
        indent + "-- " + Self.text(text) + "\n"
    }
}
