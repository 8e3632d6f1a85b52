// Text from a model, a store, a path or a config that reaches a terminal or a
// CI log. A terminal obeys escape sequences (clear the screen, then print "no
// differences"); a log reader starts a new line at LF, CR, NEL or U+2028/2029;
// GitHub Actions runs any line that starts with `::` after its leading spaces
// as a workflow command (`::add-mask::`, `::stop-commands::`); bidi overrides
// make a reviewer read text in another order than the bytes. Every
// human-readable output escapes such text here, and only here, so that no
// value can end a line, start one with `::`, or drive the terminal.

/// Escaping for text shown in a terminal or a CI log.
public enum TerminalText {
    /// `text` as visible escapes wherever it could control the reader:
    /// control characters (C0, DEL, C1 with NEL), U+2028/U+2029 and the bidi
    /// controls become `\u{…}` (LF, CR and tab `\n`, `\r`, `\t`), and the
    /// second colon of every `::` becomes `\u{3A}`, so the text can neither
    /// start a line nor a workflow command wherever a renderer puts it.
    ///
    /// For example, `"App 2\n::error::x"` gives `App 2\n:\u{3A}error:\u{3A}x`
    /// (with a backslash and `n`, not a line break).
    public static func escaped(_ text: String) -> String {
        guard needsWork(text) else { return text }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == ":", previous == ":" {
                out.append(contentsOf: "\\u{3A}".unicodeScalars)
                continue
            }
            guard isUnsafe(scalar) else {
                out.append(scalar)
                continue
            }
            out.append(contentsOf: escape(scalar).unicodeScalars)
        }
        return String(out)
    }

    /// How an unsafe scalar is shown: `\n`, `\r`, `\t`, else `\u{…}` in
    /// hex (shared with the SQL comment escaper).
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// Whether `scalar` is shown as an escape: it ends a line for some
    /// reader, drives a terminal, or reorders what is displayed.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true // C0, DEL, C1 (NEL, CSI)
        case 0x2028, 0x2029: return true // line and paragraph separators
        case 0x061C, 0x200E, 0x200F: return true // bidi marks
        case 0x202A...0x202E, 0x2066...0x2069: return true // bidi embeddings, overrides, isolates
        default: return false
        }
    }

    /// Fast path: most text needs nothing.
    private static func needsWork(_ text: String) -> Bool {
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) || (scalar == ":" && previous == ":") { return true }
            previous = scalar
        }
        return false
    }
}
