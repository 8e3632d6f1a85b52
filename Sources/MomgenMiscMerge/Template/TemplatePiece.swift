// A template split into what is copied and what is a command, before the
// commands are parsed.
import MomgenDiagnostics

/// One piece of a template's text.
///
/// For example, `Hello <$name$>!` is `.text("Hello ")`, a `.tag` with the
/// content `name`, and `.text("!")`.
enum TemplatePiece {
    /// Text copied to the output as it is.
    case text(String)
    /// The text between a start and an end delimiter.
    case tag(TagText)
    /// A tag holding tags (`<$set a = <$name$>$>`): its content, inner
    /// delimiters included, is merged when the tag runs and the result read
    /// as the tag (MiscMerge's "delayed parse").
    case delayed(TagText)
}

/// The content of one tag and where it is, so that an error inside it can
/// point at its own line and column.
struct TagText {
    /// The characters between the delimiters (backslash escapes resolved as
    /// MiscMerge resolves them).
    let content: [Unicode.Scalar]
    /// Where the start delimiter is.
    let location: SourceLocation
    /// Where the first content character is.
    let contentStart: SourceLocation

    /// The location of the content character at `offset` (tags may span lines).
    func location(atOffset offset: Int) -> SourceLocation {
        var result = contentStart
        for scalar in content.prefix(offset) {
            if scalar == "\n" {
                result.line += 1
                result.column = 1
            } else {
                result.column += 1
            }
        }
        return result
    }

    /// The content as a string.
    var string: String {
        var text = ""
        text.unicodeScalars.append(contentsOf: content)
        return text
    }
}
