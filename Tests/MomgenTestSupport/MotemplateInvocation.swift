// The mogenerator command line of one ../shared/motemplates case, read from
// its invocation.txt: the words after the program, and the same words with
// every path option taken out, so a test can point the run at the case's own
// folders. Shared by the byte-for-byte test (MomgenMiscMergeTests) and the
// type-check test (MomgenTypecheckTests), which must run the same command.
import Foundation

/// A case's mogenerator command line.
public enum MotemplateInvocation {
    /// The release whose key results each case's files show (1.32 when not
    /// listed): `NSDate`/`NSData` in Swift output is mogenerator before 1.31;
    /// gatekeeper's human file has `Â©` for the template's UTF-8 `©`, which
    /// only 1.30 and earlier write (they read templates as Latin-1);
    /// planck-objc's machine.m is stock 1.30.1's.
    public static let releases: [String: String] = [
        "gatekeeper": "1.30", "planck-swift": "1.30.1", "planck-objc": "1.30.1",
    ]

    /// Options whose value is a path in the project's own tree (long names
    /// and short letters); `withoutPaths` drops them with their values.
    public static let pathOptions: Set<String> = [
        "model", "m", "machine-dir", "M", "human-dir", "H", "output-dir", "O",
        "template-path", "templatePath", "template-group", "includem", "includeh",
    ]

    /// The words of the mogenerator command in an invocation.txt (the line
    /// after "command (verbatim):" that runs mogenerator), without the program.
    public static func arguments(_ invocation: String) -> [String] {
        let lines = invocation.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("command (verbatim)") }) else { return [] }
        guard let line = lines[(start + 1)...].first(where: { $0.contains("mogenerator") }) else { return [] }
        return Array(shellWords(line).dropFirst())
    }

    /// `arguments` without the path options and their values (`--opt v`,
    /// `--opt=v`, `-M v`).
    public static func withoutPaths(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            let name = String(word.drop { $0 == "-" }.prefix { $0 != "=" })
            if word.hasPrefix("-"), pathOptions.contains(name) {
                index += word.contains("=") ? 1 : 2
                continue
            }
            kept.append(word)
            index += 1
        }
        return kept
    }

    /// `line` split as a shell splits words (quotes removed).
    public static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
