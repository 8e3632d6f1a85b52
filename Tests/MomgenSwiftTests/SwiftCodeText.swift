// A small Swift lexer for tests: the text of a Swift file with its comments
// and string literals taken out, so a test can ask whether text from a model
// reached the code itself. Knows what generated code uses: `//` and nested
// `/* */` comments, `"…"`, `"""…"""` and raw `#"…"#` literals with escapes and
// `\(…)` interpolations (whose contents are code again).

/// The code of a Swift source, comments and literal contents left out.
enum SwiftCodeText {
    /// The code of `source`: every character outside a comment and outside
    /// a string literal's contents (interpolations are code). A literal that
    /// a line break ends early, or one never closed, leaves the rest as code,
    /// as the compiler would read it.
    static func code(of source: String) -> String {
        var lexer = Lexer(Array(source.unicodeScalars))
        lexer.lexCode(untilClosingParen: false)
        return String(String.UnicodeScalarView(lexer.code))
    }

    /// The lexer's position and the code collected so far.
    private struct Lexer {
        let text: [Unicode.Scalar]
        var index = 0
        var code: [Unicode.Scalar] = []

        init(_ text: [Unicode.Scalar]) { self.text = text }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < text.count ? text[index + offset] : nil
        }

        /// Code until the end, or until the `)` closing an interpolation.
        mutating func lexCode(untilClosingParen: Bool) {
            var depth = 0
            while let scalar = peek() {
                if scalar == "/", peek(1) == "/" {
                    // Stricter than Swift: NEL and U+2028/2029 end the comment too,
                    // as they do in the editors and diffs a reviewer reads.
                    while let next = peek(), !["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"].contains(next) { index += 1 }
                    code.append(" ")
                } else if scalar == "/", peek(1) == "*" {
                    skipBlockComment()
                    code.append(" ")
                } else if scalar == "\"" || (scalar == "#" && startsRawString()) {
                    lexString()
                } else {
                    if untilClosingParen {
                        if scalar == "(" { depth += 1 }
                        if scalar == ")" {
                            if depth == 0 { index += 1; return }
                            depth -= 1
                        }
                    }
                    code.append(scalar)
                    index += 1
                }
            }
        }

        func startsRawString() -> Bool {
            var offset = 0
            while peek(offset) == "#" { offset += 1 }
            return peek(offset) == "\""
        }

        /// Skips a `/* */` comment, nested ones included.
        mutating func skipBlockComment() {
            var depth = 0
            while let scalar = peek() {
                if scalar == "/", peek(1) == "*" { depth += 1; index += 2; continue }
                if scalar == "*", peek(1) == "/" {
                    depth -= 1
                    index += 2
                    if depth == 0 { return }
                    continue
                }
                index += 1
            }
        }

        /// A literal from its opening delimiter; its contents are left out.
        mutating func lexString() {
            var hashes = 0
            while peek() == "#" { hashes += 1; index += 1 }
            let multiline = peek() == "\"" && peek(1) == "\"" && peek(2) == "\""
            index += multiline ? 3 : 1
            code.append("\"")
            while let scalar = peek() {
                if !multiline, scalar == "\n" || scalar == "\r" { return } // the rest is code again
                if scalar == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                    index += 1 + hashes
                    if peek() == "(" {
                        index += 1
                        lexCode(untilClosingParen: true)
                    } else {
                        index += 1
                    }
                    continue
                }
                let quotes = multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ peek($0) == "\"" }), (0..<hashes).allSatisfy({ peek(quotes + $0) == "#" }) {
                    index += quotes + hashes
                    code.append("\"")
                    return
                }
                index += 1
            }
        }
    }
}
