// Text from a model or the command line written into an XML document (the
// JUnit lint report, momc's VersionInfo.plist): one escape for every XML
// momgen writes, so none of them can be broken by a hostile name.

/// Escaping for XML 1.0 text.
public enum XMLText {
    /// Text for an attribute value (double-quoted) or element content.
    /// Markup characters become entities; tab, LF and CR become character
    /// references (an attribute keeps them instead of normalising them to
    /// spaces); the characters XML 1.0 forbids even as references (other C0
    /// controls, U+FFFE, U+FFFF) become U+FFFD, so the document always parses.
    ///
    /// For example, `a<b & "c"` gives `a&lt;b &amp; &quot;c&quot;`.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
