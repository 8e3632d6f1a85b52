// Reads a shell script the way `momgen init` needs to find mogenerator in
// it, as far as text can tell without running anything: `cd` lines move the
// folder, `NAME=value` lines set variables that later words use
// (`MODEL=...; mogenerator -m "$MODEL"`), Xcode's build settings
// (`${SRCROOT}`, `$PROJECT_NAME`, `$(TARGET_NAME)`) come from the project,
// and a script the text calls (`"${SRCROOT}/Scripts/mogenerator.sh"`, `sh
// gen.sh`, `. ./env.sh`) is read in turn, in the caller's folder, as the
// shell runs it. Calls are followed a few levels deep, each file once.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One pass over a script and the scripts it calls.
///
/// For example, `MODEL=App/App.xcdatamodeld` then `"${SRCROOT}/Scripts/gen.sh"`
/// with `mogenerator -m "$MODEL" --swift` in `Scripts/gen.sh` gives an
/// invocation with `model: App/App.xcdatamodeld`, read from `Scripts/gen.sh`.
struct ShellScriptReader {
    /// The project folder (paths are relative to it).
    let root: String
    /// Variables known so far: Xcode's settings, then the script's own.
    var variables: [String: String]
    /// The folder commands run in, relative to the root ("" for the root).
    var folder: String
    /// Scripts read through a call (relative to the root), each once.
    var visited: Set<String> = []
    var found: [MogeneratorInvocation] = []

    /// The deepest chain of calls followed.
    static let maxDepth = 4
    /// The longest value a variable is given (longer ones are not set).
    static let maxValueSize = 4096
    /// The largest called script read.
    static let maxScriptSize = 1 << 20
    /// Programs that run the script named by their first argument.
    static let interpreters: Set<String> = ["sh", "bash", "zsh", "source", ".", "/bin/sh", "/bin/bash", "/bin/zsh", "/usr/bin/env"]

    /// Xcode's build settings for a script in the project whose folder is
    /// `projectFolder` (`App.xcodeproj` → `PROJECT_NAME` App), run by `target`.
    static func xcodeVariables(projectFolder: String, projectName: String?, target: String?) -> [String: String] {
        // An absolute stand-in for the project's folder, so a `cd` elsewhere does not move it.
        let folder = projectFolder.isEmpty ? rootMarker : rootMarker + "/" + projectFolder
        var variables = ["SRCROOT": folder, "PROJECT_DIR": folder, "SOURCE_ROOT": folder]
        if let projectName { variables["PROJECT_NAME"] = projectName }
        if let target {
            variables["TARGET_NAME"] = target
            variables["PRODUCT_NAME"] = target
        }
        return variables
    }

    /// What Xcode's folder settings stand for while a script is read: an
    /// absolute path no project has, made relative again by `relative(_:)`.
    static let rootMarker = "/.momgen-project-root"

    /// `path` relative to the root again when it went through `rootMarker`.
    static func relative(_ path: String) -> String {
        if path == rootMarker { return "." }
        guard path.hasPrefix(rootMarker + "/") else { return path }
        return RelativePath.join("", String(path.dropFirst(rootMarker.count + 1)))
    }

    /// The invocation's paths relative to the root.
    static func relative(_ invocation: MogeneratorInvocation) -> MogeneratorInvocation {
        var result = invocation
        result.model = invocation.model.map(relative)
        result.machineDir = invocation.machineDir.map(relative)
        result.humanDir = invocation.humanDir.map(relative)
        result.outputDir = invocation.outputDir.map(relative)
        result.templatePath = invocation.templatePath.map(relative)
        result.includem = invocation.includem.map(relative)
        result.includeh = invocation.includeh.map(relative)
        return result
    }

    /// Reads `script` (from `file`): every mogenerator command line, at
    /// `firstLine` plus its line (or `firstLine` for every one, `oneLine`).
    mutating func read(_ script: String, file: String, firstLine: Int, oneLine: Bool, depth: Int = 0) {
        for (offset, line) in Self.logicalLines(of: script) {
            for command in ShellWords.commands(in: String(line)) {
                var words = command.map { ShellWords.expanding($0, variables: variables) }
                // `export NAME=value`, `NAME=value`: a variable for what follows.
                if words.first == "export" || words.first == "local" { words.removeFirst() }
                if let assignment = words.first.flatMap(Self.assignment), words.count == 1 || command.first == "export" {
                    var value: String? = assignment.value
                    // `DIR=\`basename $PROJECT_DIR\``: evaluated where text can; else unset, never guessed.
                    if CommandSubstitution.holdsSubstitution(assignment.value) { value = CommandSubstitution.evaluate(assignment.value) }
                    // Bounded: `A=$A$A` on every line would otherwise double without end.
                    if let value, value.utf8.count <= Self.maxValueSize {
                        variables[assignment.name] = value
                    } else if value == nil {
                        variables[assignment.name] = nil
                    }
                    continue
                }
                while let first = words.first, Self.assignment(first) != nil { words.removeFirst() }  // `VAR=x cmd`: for cmd only
                guard let program = words.first else { continue }
                if program == "cd", words.count >= 2 {
                    let target = words[1].hasPrefix("/") ? words[1] : RelativePath.join(folder, words[1])
                    let relative = Self.relative(target)
                    folder = relative == "." ? "" : relative
                } else if program == "eval", depth < Self.maxDepth {
                    // `eval ${CALL}`: the words, split again as the shell splits an unquoted value (line breaks are blanks), run as a command.
                    let text = words.dropFirst().joined(separator: " ").map { $0 == "\n" || $0 == "\r\n" ? " " : $0 }
                    read(String(text), file: file, firstLine: oneLine ? firstLine : firstLine + offset, oneLine: true, depth: depth + 1)
                } else if MogeneratorInvocation.isMogenerator(program) {
                    var invocation = MogeneratorInvocation(arguments: Array(words.dropFirst()), folder: folder)
                    invocation.file = file
                    // A Run Script is one line of the project file, whatever its own lines.
                    invocation.line = oneLine ? firstLine : firstLine + offset
                    found.append(Self.relative(invocation))
                } else if depth < Self.maxDepth, let (called, arguments) = calledScript(words) {
                    guard visited.insert(called).inserted,
                          let data = FileManager.default.contents(atPath: root + "/" + called), data.count <= Self.maxScriptSize else { continue }
                    // The called script runs in the caller's folder, with its words as $1, $2, … (`sh gen.sh Model`).
                    let saved = (folder, (1...9).map { variables[String($0)] })
                    for position in 1...9 { variables[String(position)] = position <= arguments.count ? arguments[position - 1] : nil }
                    read(String(decoding: data, as: UTF8.self), file: called, firstLine: 1, oneLine: false, depth: depth + 1)
                    folder = saved.0
                    for (position, value) in zip(1...9, saved.1) { variables[String(position)] = value }
                }
            }
        }
    }

    /// The script's lines with each `\`-continued run joined into one, and
    /// a quote left open at a line's end joined with the lines up to its
    /// close (`CALL="mogenerator` … `--swift"`, the line breaks kept inside
    /// the quote), with the 0-based offset of the line it starts on.
    static func logicalLines(of script: String) -> [(offset: Int, line: String)] {
        var result: [(Int, String)] = []
        var pending: (offset: Int, text: String)?
        var quote: Character?
        for (offset, raw) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw)
            if line.hasSuffix("\r") { line.removeLast() }
            let trailing = line.reversed().prefix { $0 == "\\" }.count
            var continued = trailing % 2 == 1 && quote != "'"
            if continued { line.removeLast() }
            quote = Self.openQuote(afterReading: line, from: quote)
            if quote != nil, !continued {
                line += "\n"
                continued = true
            }
            // Appended in place: a quote opened on the first line and never
            // closed joins the whole script, and a copy per line would be
            // quadratic in the script's size.
            if pending == nil { pending = (offset, line) } else { pending?.text += line }
            if !continued, let done = pending {
                result.append((done.offset, done.text))
                pending = nil
            }
        }
        if let pending { result.append((pending.offset, pending.text)) }
        return result
    }

    /// The script file (relative to the root) a command runs, if it names
    /// one inside the project (`Scripts/gen.sh`, `sh gen.sh`, `. ./env.sh`),
    /// with the words after it (its `$1`, `$2`, …).
    func calledScript(_ words: [String]) -> (path: String, arguments: [String])? {
        var position = 0
        if Self.interpreters.contains(words[0]) || words[0].hasSuffix("/sh") || words[0].hasSuffix("/bash") {
            guard let index = words.indices.dropFirst().first(where: { !words[$0].hasPrefix("-") && !Self.interpreters.contains(words[$0]) }) else { return nil }
            position = index
        }
        let path = Self.relative(RelativePath.join(folder, words[position]))
        guard RelativePath.isInside(path), !path.hasSuffix("/"), path != "." else { return nil }
        guard (try? FileManager.default.attributesOfItem(atPath: root + "/" + path))?[.type] as? FileAttributeType == .typeRegular else { return nil }
        return (path, Array(words[(position + 1)...]))
    }

    /// The quote still open at the end of `line` when `open` was open at
    /// its start: quotes and backslashes as `ShellWords` reads them, and a
    /// `#` outside quotes ending the line.
    static func openQuote(afterReading line: String, from open: Character?) -> Character? {
        var quote = open
        var escaped = false
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if escaped {
                escaped = false
            } else if let current = quote {
                if character == current { quote = nil } else if character == "\\", current == "\"" { escaped = true }
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" || previous == ";" {
                return nil
            }
        }
        return quote
    }

    /// `NAME=value` as a name and value; nil for any other word.
    static func assignment(_ word: String) -> (name: String, value: String)? {
        guard let equals = word.firstIndex(of: "="), equals != word.startIndex else { return nil }
        let name = word[..<equals]
        guard name.first.map({ $0.isLetter || $0 == "_" }) == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (String(name), String(word[word.index(after: equals)...]))
    }
}
