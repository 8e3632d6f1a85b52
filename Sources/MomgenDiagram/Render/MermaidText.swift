// The one place that turns model names into Mermaid erDiagram text. Model
// names can hold any character; Mermaid's grammar allows only a few in bare
// words, and its quoted strings end at the first `"` or line break. Every
// identifier, label and comment that reaches a Mermaid file goes through
// here. (Checked against Mermaid 11's own parser in MermaidParserTests.)

import MomgenDiagnostics

/// Quoting and naming for Mermaid's `erDiagram`.
enum MermaidText {
    /// Words Mermaid's lexer reads as keywords when they stand alone as an
    /// entity name (compared without case): a bare entity called `style` or
    /// `one` does not parse. Found by running the parser on each.
    static let reservedEntityWords: Set<String> = [
        "erdiagram", "style", "classdef", "class", "acctitle", "accdescr", "title", "direction",
        "one", "many", "only", "zero", "or", "more", "u", "md_parent",
    ]
    /// Key markers, which cannot be attribute names or types.
    static let reservedAttributeWords: Set<String> = ["pk", "fk", "uk"]

    /// Whether `name` is a bare word every Mermaid version reads as a name:
    /// ASCII letters, digits and `_`, not starting with a digit.
    static func isPlainWord(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || isASCIILetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || ("0"..."9").contains($0) }
    }

    /// The entity's name as a bare id when safe, else nil (the renderer then
    /// uses an alias id with the name as a quoted label).
    static func bareEntityID(_ name: String) -> String? {
        isPlainWord(name) && !reservedEntityWords.contains(name.lowercased()) ? name : nil
    }

    /// An attribute name or type as a Mermaid attribute word: itself when
    /// plain, else every other character replaced by `_` (the real name then
    /// goes into the row's comment), with a `_` in front of a leading digit
    /// and after a key marker.
    static func attributeWord(_ name: String) -> String {
        if isPlainWord(name) && !reservedAttributeWords.contains(name.lowercased()) { return name }
        var word = String(String.UnicodeScalarView(name.unicodeScalars.map {
            $0 == "_" || isASCIILetter($0) || ("0"..."9").contains($0) ? $0 : "_"
        }))
        if word.isEmpty || word.first!.isNumber { word = "_" + word }
        if reservedAttributeWords.contains(word.lowercased()) { word += "_" }
        return word
    }

    /// `text` for inside a Mermaid `"…"`: `"`, `#`, `<`, `>` and `&` as
    /// Mermaid entity codes (`#quot;` …, which Mermaid turns back into the
    /// character when it draws), `%` and `\` too (an entity's `["…"]` label
    /// does not parse with either, found by trying every ASCII character),
    /// and line breaks and other control characters as spaces (a quoted
    /// string cannot span lines).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "#quot;"
            case "#": result += "#35;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "%": result += "#37;"
            case "\\": result += "#92;"
            default: result.unicodeScalars.append(isLineBreakOrControl(scalar) ? " " : scalar)
            }
        }
        return result + "\""
    }

    /// `text` for a `%%` comment line, escaped as a label is (without the
    /// quotes): Mermaid reads `%%{init: …}%%` as a directive even inside a
    /// comment line, which would restyle the whole picture (hide its text,
    /// paint over the lint colours), so `%` must never reach it as itself.
    static func comment(_ text: String) -> String {
        String(quoted(text).dropFirst().dropLast())
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// C0 and C1 controls, DEL, Unicode's line and paragraph separators and
    /// the bidi controls (which would reorder a label on screen): the set
    /// every terminal output escapes (`TerminalText.isUnsafe`).
    static func isLineBreakOrControl(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.isUnsafe(scalar)
    }
}
