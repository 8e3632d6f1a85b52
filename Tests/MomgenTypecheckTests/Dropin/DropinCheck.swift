// Type-checks a drop-in project's own files (human/ and usage.swift) twice on
// the Core Data stub: once with the generated files the project committed (the
// baseline) and once with momgen's output. The project's files import modules
// the stub lacks (UIKit, MagicalRecord…); those imports are dropped, so the
// baseline has errors of its own: an error counts against momgen only when the
// baseline does not have it.
import Foundation
import MomgenTestSupport

/// The outcome of one drop-in project.
struct DropinOutcome {
    var project: String
    /// The arguments momgen ran with.
    var arguments: [String]
    /// Errors with momgen's output that the committed files do not cause
    /// (`file:line:column: message`), or why the check could not run.
    var newErrors: [String]
    /// Errors the committed files cause too (missing third-party types).
    var baselineErrorCount: Int

    /// Whether the project's own code compiles unchanged against momgen's output.
    var compilesUnchanged: Bool { newErrors.isEmpty }
}

/// Runs the two type-checks of one project.
enum DropinCheck {
    /// Modules the stub provides; every other import is dropped.
    static let stubModules: Set<String> = ["Foundation", "CoreData", "Swift"]

    static func run(_ project: DropinProject, arguments: [String]) -> DropinOutcome {
        var outcome = DropinOutcome(project: project.name, arguments: arguments, newErrors: [], baselineErrorCount: 0)
        guard let model = project.model else {
            outcome.newErrors = ["no model under model/"]
            return outcome
        }
        let work = TestPaths.temporaryFolder("momgen-dropin")
        defer { try? FileManager.default.removeItem(at: work) }
        let own = copyWithoutForeignImports(project.ownFiles, into: work.appendingPathComponent("own"))
        let committed = copyWithoutForeignImports(project.swiftFiles(in: "generated"), into: work.appendingPathComponent("committed"))
        let baseline = errors(Typechecker.check(files: committed + own, moduleName: "Dropin").diagnostics)
        outcome.baselineErrorCount = baseline.filter { $0.ownFile }.count
        let output = work.appendingPathComponent("generated")
        guard let result = try? MomgenProcess.run(["generate", model.path, "--output", output.path] + arguments) else {
            outcome.newErrors = ["could not run momgen"]
            return outcome
        }
        guard result.status == 0 else {
            outcome.newErrors = ["momgen generate exited \(result.status): \(result.stderr)"]
            return outcome
        }
        let declared = declaredClasses(in: own)
        let generated = copyWithoutForeignImports(
            GeneratedCode.swiftFiles(under: output).filter { !isReplacedHumanFile($0, declared: declared) },
            into: work.appendingPathComponent("momgen"))
        let checked = errors(Typechecker.check(files: generated + own, moduleName: "Dropin").diagnostics)
        // In the project's files an error is known by file, position and
        // message; in generated code by message only (the committed files
        // also miss types the stub lacks, e.g. DateComponents).
        let known = Set(baseline.filter(\.ownFile).map(\.key))
        let knownMessages = Set(baseline.map(\.message))
        outcome.newErrors = checked.filter { $0.ownFile ? !known.contains($0.key) : !knownMessages.contains($0.message) }.map(\.key)
        return outcome
    }

    /// Copies `files` into `folder`, each import of a module the stub lacks
    /// (UIKit, MagicalRecord…) replaced by a comment, so line numbers stay
    /// and the compiler goes on past it: the same for the committed files,
    /// momgen's and the project's.
    static func copyWithoutForeignImports(_ files: [URL], into folder: URL) -> [URL] {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return files.compactMap { file in
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let index = words.firstIndex(of: "import"), index <= 1, index + 1 < words.count else { return String(line) }
                let module = words[index + 1].split(separator: ".").first.map(String.init) ?? ""
                return stubModules.contains(module) ? String(line) : "// (dropped for the stub) " + line
            }
            let copy = folder.appendingPathComponent(file.lastPathComponent)
            try? lines.joined(separator: "\n").write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
    }

    /// The class names the project's own files declare (`class Book: …`).
    static func declaredClasses(in files: [URL]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == ":" || $0 == "{" })
            for (index, word) in words.enumerated() where word == "class" && index + 1 < words.count {
                names.insert(String(words[index + 1]))
            }
        }
        return names
    }

    /// Whether `file` is a class file momgen creates once (`Book.swift`,
    /// `Book+CoreDataClass.swift`) for a class the project declares itself.
    static func isReplacedHumanFile(_ file: URL, declared: Set<String>) -> Bool {
        let name = file.deletingPathExtension().lastPathComponent
        if name.hasPrefix("_") || name.hasSuffix("+CoreDataProperties") { return false }
        let className = name.hasSuffix("+CoreDataClass") ? String(name.dropLast("+CoreDataClass".count)) : name
        return declared.contains(className)
    }

    /// One compiler error.
    struct CompilerError {
        /// `File.swift:line:column: message`.
        var key: String
        /// Whether it is in the project's own files (not in generated code).
        var ownFile: Bool
        /// The message alone.
        var message: String
    }

    /// The errors in compiler output, keyed by file name, position and message.
    static func errors(_ diagnostics: String) -> [CompilerError] {
        diagnostics.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: ": error: ") else { return nil }
            let location = line[..<range.lowerBound]
            let path = location.split(separator: ":").first.map(String.init) ?? ""
            let file = URL(fileURLWithPath: path).lastPathComponent
            let position = location.split(separator: ":").dropFirst().joined(separator: ":")
            let own = path.contains("/own/")
            let message = String(line[range.upperBound...])
            return CompilerError(key: "\(file):\(position): \(message)", ownFile: own, message: message)
        }
    }
}
