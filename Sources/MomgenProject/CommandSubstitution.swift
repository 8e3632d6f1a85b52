// A variable a script sets from a command's output: `DIR=\`basename
// ${PROJECT_DIR}\``, `HERE=$(dirname "$0")`. Nothing is run; the two
// commands that only take a path apart are evaluated as text, so the
// folders a mogenerator command line is built from come out right. Any
// other command's output cannot be known, and the variable is left unset
// (its uses stay as written) rather than guessed.

/// Evaluates the command substitutions of a value without running anything.
///
/// For example, `` `basename /p/QMChatCache` `` gives `QMChatCache`,
/// `$(dirname Scripts/gen.sh)/x` gives `Scripts/x`, and `` `git rev-parse` `` gives nil.
enum CommandSubstitution {
    /// Whether `value` holds a substitution: backticks, or `$(` with a
    /// command and its words (a bare `$(NAME)` is an Xcode setting).
    static func holdsSubstitution(_ value: String) -> Bool {
        value.contains("`") || substitutions(in: value).contains { !$0.backticks }
    }

    /// `value` with each substitution replaced by its output, or nil when
    /// one runs a command other than `basename`/`dirname` of one path.
    static func evaluate(_ value: String) -> String? {
        var result = ""
        var rest = Substring(value)
        for found in substitutions(in: value) {
            guard let output = output(of: found.command) else { return nil }
            result += String(rest[..<found.range.lowerBound]) + output
            rest = value[found.range.upperBound...]
        }
        guard !rest.contains("`") else { return nil }  // an unclosed backtick
        return result + rest
    }

    /// The substitutions in `value`, in order, with the text they run.
    private static func substitutions(in value: String) -> [(range: Range<String.Index>, command: String, backticks: Bool)] {
        var found: [(Range<String.Index>, String, Bool)] = []
        var index = value.startIndex
        while index < value.endIndex {
            let rest = value[index...]
            if rest.hasPrefix("`"), let close = rest.dropFirst().firstIndex(of: "`") {
                found.append((index..<value.index(after: close), String(value[value.index(after: index)..<close]), true))
                index = value.index(after: close)
            } else if rest.hasPrefix("$("), let close = rest.firstIndex(of: ")"),
                      value[value.index(index, offsetBy: 2)..<close].contains(" ") {
                found.append((index..<value.index(after: close), String(value[value.index(index, offsetBy: 2)..<close]), false))
                index = value.index(after: close)
            } else {
                index = value.index(after: index)
            }
        }
        return found
    }

    /// The output of `basename PATH [SUFFIX]` or `dirname PATH`; nil for any other command.
    private static func output(of command: String) -> String? {
        let commands = ShellWords.commands(in: command)
        guard commands.count == 1, let words = commands.first, words.count >= 2 else { return nil }
        var path = Substring(words[1])
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        switch (words[0], words.count) {
        case ("basename", 2), ("basename", 3):
            var name = path.split(separator: "/").last.map(String.init) ?? String(path)
            if words.count == 3, name != words[2], name.hasSuffix(words[2]) { name.removeLast(words[2].count) }
            return name
        case ("dirname", 2):
            guard let slash = path.lastIndex(of: "/") else { return "." }
            return slash == path.startIndex ? "/" : String(path[..<slash])
        default:
            return nil
        }
    }
}
