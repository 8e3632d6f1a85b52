// mogenerator's post-processing of every generated file: the regular
// expression `([ \t]*(\n|\r|\r\n)){2,}` replaced by "\n\n". A run of two
// or more line breaks, with the spaces and tabs before each, becomes one
// blank line (trailing blanks on the line before the run go too). `\r`
// and `\n` each count as a break, as the alternation matches them.

/// Collapses runs of blank lines as mogenerator does.
public enum BlankLineCollapser {
    public static func collapse(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            // Try a match at `index`: repeated [ \t]* then one break.
            var cursor = index
            var breaks = 0
            var matchEnd = index
            while true {
                var probe = cursor
                while probe < scalars.count, scalars[probe] == " " || scalars[probe] == "\t" { probe += 1 }
                guard probe < scalars.count, scalars[probe] == "\n" || scalars[probe] == "\r" else { break }
                breaks += 1
                cursor = probe + 1
                matchEnd = cursor
            }
            if breaks >= 2 {
                result.append(contentsOf: "\n\n".unicodeScalars)
                index = matchEnd
            } else {
                // Starting anywhere in this run of blanks gives the same
                // result, so copy the run and move past it (linear time).
                var next = index + 1
                if scalars[index] == " " || scalars[index] == "\t" {
                    while next < scalars.count, scalars[next] == " " || scalars[next] == "\t" { next += 1 }
                }
                result.append(contentsOf: scalars[index..<next])
                index = next
            }
        }
        return String(result)
    }
}
