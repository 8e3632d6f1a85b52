// The README's shell commands, as the README test sees them: every line of a
// ```sh (or bash, shell) block, with backslash continuations joined and
// comments dropped, sorted into what the test runs and what it leaves alone.
import Foundation

/// One command line from a shell block of a Markdown file.
struct ReadmeShellLine: Equatable {
    /// What the test does with a line.
    enum Kind: Equatable {
        /// `momgen …` or `swift run momgen …`: run against the built binary.
        case momgen
        /// A synopsis with placeholders (`momgen lint MODEL [--strict]`): read, not run.
        case synopsis
        /// Building, testing or installing (`swift test`, `make install`, …):
        /// what the test itself is part of, or what changes the machine.
        case buildOrInstall
        /// Anything else: the test fails, so a new kind of line gets a decision.
        case unknown
    }

    /// The command, continuations joined.
    var command: String
    /// The 1-based line of the Markdown file where the command starts.
    var line: Int

    /// Commands that build, test or install rather than use momgen.
    static let buildOrInstallPrefixes = [
        "swift build", "swift test", "swift package", "make", "sudo", "brew", "mint", "scripts/install",
        "scripts/install-dependencies", "scripts/make-artifactbundle", "apt-get", "git clone",
    ]

    var kind: Kind {
        if hasPlaceholder { return .synopsis }
        let words = command.split(separator: " ").map(String.init)
        if Self.buildOrInstallPrefixes.contains(where: { prefix in
            let prefixWords = prefix.split(separator: " ").map(String.init)
            return words.starts(with: prefixWords)
        }) {
            return .buildOrInstall
        }
        if command.hasPrefix("momgen ") || command == "momgen" || command.hasPrefix("swift run momgen") { return .momgen }
        return .unknown
    }

    /// The command as the test runs it: `swift run momgen` becomes `momgen`,
    /// the binary the test put first on PATH.
    var runnable: String {
        command.hasPrefix("swift run momgen") ? "momgen" + command.dropFirst("swift run momgen".count) : command
    }

    /// Whether the line is a synopsis: it has option brackets or `…`, or a
    /// word in capitals (MODEL, DIR, N), maybe with a file ending
    /// (STORE.sqlite) or `...`. In `NAME=value` only the value counts, so
    /// `make install PREFIX=~/.local` is a command, not a synopsis.
    var hasPlaceholder: Bool {
        if command.contains("[") || command.contains("…") { return true }
        let separators: Set<Character> = [" ", "|", ",", "\"", "'"]
        let words: [Substring] = command.split(whereSeparator: { separators.contains($0) }).map { (word: Substring) -> Substring in
            guard let equals = word.firstIndex(of: "=") else { return word }
            return word[word.index(after: equals)...]
        }
        return words.contains { (word: Substring) -> Bool in
            guard !word.hasPrefix("$"), !word.hasPrefix("-") else { return false }
            let stem = word.split(separator: ".").first.map(String.init) ?? ""
            return !stem.isEmpty && stem.allSatisfy { $0.isUppercase || $0 == "_" } && stem.contains { $0.isLetter }
        }
    }

    /// Every command in the ```sh, ```bash and ```shell blocks of `markdown`.
    static func lines(in markdown: String) -> [ReadmeShellLine] {
        var result: [ReadmeShellLine] = []
        var inBlock = false
        var pending: ReadmeShellLine?
        for (offset, raw) in markdown.components(separatedBy: "\n").enumerated() {
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("```") {
                let info = text.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
                inBlock = !inBlock && ["sh", "bash", "shell"].contains(info)
                pending = nil
                continue
            }
            guard inBlock, !text.isEmpty, !text.hasPrefix("#") || pending != nil else { continue }
            var line = pending ?? ReadmeShellLine(command: "", line: offset + 1)
            let continues = text.hasSuffix("\\")
            line.command += (line.command.isEmpty ? "" : " ") + (continues ? String(text.dropLast()).trimmingCharacters(in: .whitespaces) : text)
            if continues {
                pending = line
            } else {
                pending = nil
                result.append(line)
            }
        }
        return result
    }
}
