// A shell line split into commands and words, as far as `momgen init` needs
// to read a mogenerator invocation: quotes, backslashes, `;`, `&&`, `||`
// and `|` between commands, `#` comments. Nothing is expanded or run.

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

    /// `word` with `${SRCROOT}`, `$SRCROOT`, `${PROJECT_DIR}` and
    /// `$PROJECT_DIR` (Xcode's folder of the project) replaced by
    /// `projectFolder`, relative to the root ("" for the root itself).
    static func expandingProjectVariables(_ word: String, projectFolder: String) -> String {
        var result = word
        for variable in ["${SRCROOT}", "$SRCROOT", "${PROJECT_DIR}", "$PROJECT_DIR", "$(SRCROOT)", "$(PROJECT_DIR)"] {
            guard result.hasPrefix(variable) else { continue }
            let rest = result.dropFirst(variable.count).drop { $0 == "/" }
            result = projectFolder.isEmpty ? (rest.isEmpty ? "." : String(rest)) : (rest.isEmpty ? projectFolder : projectFolder + "/" + rest)
        }
        return result
    }
}
