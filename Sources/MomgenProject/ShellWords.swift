// A shell line split into commands and words, as far as `momgen init` needs
// to read a mogenerator invocation: quotes, backslashes, `;`, `&&`, `||`
// and `|` between commands, `#` comments, backticks kept whole in their
// word. Nothing is expanded or run.

/// Splits shell text into words without running anything.
///
/// For example, `cd "Data Model" && mogenerator --swift # build` gives
/// `[["cd", "Data Model"], ["mogenerator", "--swift"]]`.
enum ShellWords {
    /// The commands of one line, each as its words.
    static func commands(in line: String) -> [[String]] {
        var commands: [[String]] = []
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        var previous: Character = " "
        func endWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }
        func endCommand() {
            endWord()
            if !words.isEmpty { commands.append(words) }
            words = []
        }
        for character in line {
            defer { previous = character }
            if escaped {
                word.append(character)
                inWord = true
                escaped = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                    if open == "`" { word.append(character) }
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    word.append(character)
                }
                continue
            }
            switch character {
            case "\\": escaped = true
            case "\"", "'":
                quote = character
                inWord = true
            case "`":
                // A command substitution stays in its word as written, backticks included (`CommandSubstitution` reads it).
                word.append(character)
                inWord = true
                quote = "`"
            case " ", "\t": endWord()
            case ";", "&", "|": endCommand()
            case "#" where !inWord && (previous == " " || previous == "\t" || previous == ";"):
                endCommand()
                return commands
            default:
                word.append(character)
                inWord = true
            }
        }
        endCommand()
        return commands
    }

    /// `word` with `$NAME`, `${NAME}` and `$(NAME)` replaced by the value
    /// of each known variable; unknown ones stay as written. A path variable
    /// whose value is `.` (the root) followed by `/` leaves a relative path
    /// (`./Scripts/gen.sh`), which `RelativePath.join` tidies.
    static func expanding(_ word: String, variables: [String: String]) -> String {
        guard word.contains("$") else { return word }
        var result = ""
        var index = word.startIndex
        while index < word.endIndex {
            guard word[index] == "$", word.index(after: index) < word.endIndex else {
                result.append(word[index])
                index = word.index(after: index)
                continue
            }
            var start = word.index(after: index)
            var closing: Character?
            if word[start] == "{" { closing = "}" } else if word[start] == "(" { closing = ")" }
            if closing != nil { start = word.index(after: start) }
            // A positional parameter is one digit unbraced: `$1Includes.h` is `$1` then `Includes.h`.
            let name = closing == nil && word[start].isNumber ? word[start...].prefix(1)
                : word[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            var end = name.endIndex
            if let closing {
                guard end < word.endIndex, word[end] == closing else {
                    result.append(word[index])
                    index = word.index(after: index)
                    continue
                }
                end = word.index(after: end)
            }
            if let value = variables[String(name)], !name.isEmpty {
                result += value
            } else {
                result += word[index..<end]
            }
            index = end
        }
        return result
    }

    /// `word` quoted for `commands(in:)` to give it back as one word.
    static func quoted(_ word: String) -> String {
        "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
