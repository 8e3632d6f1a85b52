// Splits template text into copied text and tags, as MiscMerge's
// `-[MiscMergeTemplate parseString:]` does: a backslash before a delimiter
// makes it literal, a double quote inside a tag toggles quoting (which keeps
// the backslash for the tag's own parser), and text outside tags is kept
// byte for byte, newlines included.
import MomgenDiagnostics

/// Splits one template's text into pieces.
struct TemplateSplitter {
    /// The delimiters, `<$` and `$>` for mogenerator.
    let delimiters: MergeDelimiters
    /// The template's path, for locations.
    let file: String

    /// The pieces of `source`, or an error for an unterminated tag or a tag
    /// inside a tag (MiscMerge's "delayed parsing", which no mogenerator
    /// template uses, is refused rather than guessed).
    func split(_ source: String) throws -> [TemplatePiece] {
        let scalars = Array(source.unicodeScalars)
        let start = Array(delimiters.start.unicodeScalars)
        let end = Array(delimiters.end.unicodeScalars)
        // An empty delimiter matches at every position without consuming
        // anything: the split would never advance.
        guard !start.isEmpty, !end.isEmpty else {
            throw MomgenError.unreadableInput(SourceLocation(file: file), "template delimiters may not be empty")
        }
        var pieces: [TemplatePiece] = []
        var accumulated: [Unicode.Scalar] = []
        var inTag = false
        var inQuotes = false
        var tagLocation = SourceLocation(file: file, line: 1, column: 1)
        var contentStart = tagLocation
        var line = 1
        var column = 1
        var index = 0

        func advance(_ count: Int) {
            for scalar in scalars[index..<index + count] {
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            }
            index += count
        }
        func matches(_ delimiter: [Unicode.Scalar], at position: Int) -> Bool {
            position + delimiter.count <= scalars.count && Array(scalars[position..<position + delimiter.count]) == delimiter
        }
        func flushText() {
            guard !accumulated.isEmpty else { return }
            var text = ""
            text.unicodeScalars.append(contentsOf: accumulated)
            pieces.append(.text(text))
            accumulated.removeAll()
        }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                advance(1)
                let delimiter = matches(start, at: index) ? start : matches(end, at: index) ? end : nil
                // The backslash stays unless it quotes a delimiter outside quotes.
                if delimiter == nil || (inTag && inQuotes) { accumulated.append("\\") }
                if let delimiter {
                    accumulated.append(contentsOf: delimiter)
                    advance(delimiter.count)
                }
            } else if scalar == "\"" {
                accumulated.append(scalar)
                if inTag { inQuotes.toggle() }
                advance(1)
            } else if inTag && matches(end, at: index) {
                if !accumulated.isEmpty {
                    pieces.append(.tag(TagText(content: accumulated, location: tagLocation, contentStart: contentStart)))
                }
                accumulated.removeAll()
                inTag = false
                inQuotes = false
                advance(end.count)
            } else if matches(start, at: index) {
                let here = SourceLocation(file: file, line: line, column: column)
                if inTag {
                    throw MomgenError.unreadableInput(
                        here, "'\(delimiters.start)' inside the tag opened at \(tagLocation.line):\(tagLocation.column): a tag cannot hold another tag"
                    )
                }
                flushText()
                tagLocation = here
                advance(start.count)
                contentStart = SourceLocation(file: file, line: line, column: column)
                inTag = true
            } else {
                accumulated.append(scalar)
                advance(1)
            }
        }
        if inTag {
            throw MomgenError.unreadableInput(tagLocation, "unterminated tag: '\(delimiters.start)' without '\(delimiters.end)'")
        }
        flushText()
        return pieces
    }
}
