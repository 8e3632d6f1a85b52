// Splits template text into copied text and tags, as MiscMerge's
// `-[MiscMergeTemplate parseString:]` does: a backslash before a delimiter
// makes it literal, a double quote inside a tag toggles quoting (which keeps
// the backslash for the tag's own parser), and text outside tags is kept
// byte for byte, newlines included. MiscMerge's leniencies are kept:
// delimiters nest (`<$set a = <$name$>$>` is a tag built by the tags inside
// it, evaluated when it runs), an end delimiter outside a tag is text, and
// a tag still open at the end of the file is copied as text (without its
// start delimiter), as MiscMerge copies it.
import MomgenDiagnostics

/// Splits one template's text into pieces.
struct TemplateSplitter {
    /// The delimiters, `<$` and `$>` for mogenerator.
    let delimiters: MergeDelimiters
    /// The template's path, for locations.
    let file: String
    /// How deep tags may nest inside tags (each level is merged again when
    /// the tag runs, so the depth bounds that recursion).
    var maxNesting = MergeLimits.standard.maxNesting

    /// The pieces of `source`, or an error for empty delimiters.
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
        // How many start delimiters are open, and the most at once in this tag.
        var nesting = 0
        var deepest = 0
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
                // The backslash stays unless it quotes a delimiter outside
                // quotes and nested tags (those are read again later).
                if delimiter == nil || nesting > 1 || (nesting == 1 && inQuotes) { accumulated.append("\\") }
                if let delimiter {
                    accumulated.append(contentsOf: delimiter)
                    advance(delimiter.count)
                }
            } else if scalar == "\"" {
                accumulated.append(scalar)
                if nesting == 1 { inQuotes.toggle() }
                advance(1)
            } else if nesting > 0 && matches(end, at: index) {
                if nesting > 1 {
                    accumulated.append(contentsOf: end)
                } else {
                    let tag = TagText(content: accumulated, location: tagLocation, contentStart: contentStart)
                    if deepest > 1 {
                        pieces.append(.delayed(tag))
                    } else if !accumulated.isEmpty {
                        pieces.append(.tag(tag))
                    }
                    accumulated.removeAll()
                    inQuotes = false
                    deepest = 0
                }
                nesting -= 1
                advance(end.count)
            } else if matches(start, at: index) {
                if nesting > 0 {
                    accumulated.append(contentsOf: start)
                    advance(start.count)
                } else {
                    flushText()
                    tagLocation = SourceLocation(file: file, line: line, column: column)
                    advance(start.count)
                    contentStart = SourceLocation(file: file, line: line, column: column)
                }
                nesting += 1
                deepest = max(deepest, nesting)
                guard nesting <= maxNesting else {
                    throw MomgenError.unreadableInput(SourceLocation(file: file, line: line, column: column),
                                                      "tags nested inside tags more than \(maxNesting) deep")
                }
            } else {
                accumulated.append(scalar)
                advance(1)
            }
        }
        // A tag still open at the end: MiscMerge copies what it holds as text.
        flushText()
        return pieces
    }
}
