// `momgen init`: writes a commented starter momgen.yml for the models below
// the current folder, so that `momgen` (the build step) has something to run.
// It never replaces a configuration that is already there.
import ArgumentParser
import MomgenConfig
import MomgenCore
import MomgenDiagnostics
import MomgenLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter momgen.yml for the Core Data models below the current folder.",
        discussion: """
        Every .xcdatamodeld bundle and stand-alone .xcdatamodel folder below the current folder is listed, \
        sorted by path, generating Swift into Generated/<Model> beside it; the other settings are present as \
        comments. Hidden folders and Pods, Carthage, DerivedData and node_modules are not searched. An \
        existing momgen.yml or .momgen.yml is never replaced. Then run 'momgen' to lint and generate.
        """
    )

    func run() throws {
        let folder = FileManager.default.currentDirectoryPath
        for name in ConfigLocator.fileNames where FileManager.default.fileExists(atPath: folder + "/" + name) {
            throw MomgenError.usage("\(name) already exists in \(folder); momgen init never replaces a configuration (edit it, or delete it to start again)")
        }
        let models = ModelDiscovery(root: folder).models()
        guard !models.isEmpty else {
            throw MomgenError.unreadableInput(
                SourceLocation(file: folder),
                "no Core Data model (.xcdatamodeld or .xcdatamodel) below this folder; run momgen init in the folder that holds your project"
            )
        }
        let path = folder + "/momgen.yml"
        var detected: [String: [(key: String, value: String, comment: String)]] = [:]
        var found: [String: XcodeFilesDetection] = [:]
        for model in models {
            guard let files = XcodeFilesDetection.detect(root: folder, modelPath: model) else { continue }
            found[model] = files
            detected[model] = Self.settings(files)
        }
        let generator = GeneratorDetection(root: folder).detect()
        // mogenerator's settings go to every model except those whose own
        // Xcode files were found: `layout: xcode` with `template-set:
        // mogenerator` is an entry `momgen build` rejects, and a model's own
        // files say more about it than the first generated file in the project.
        for model in models where found[model] == nil {
            detected[model] = generator?.settings.map { (key: $0.key, value: $0.value, comment: $0.comment) }
        }
        try Self.createNew(path, contents: StarterConfiguration(models: models, detected: detected).text)
        print("wrote momgen.yml for \(models.count) model\(models.count == 1 ? "" : "s"):")
        for model in models {
            print("  \(TerminalText.escaped(model))")
            if let files = found[model] {
                print("    \(files.fileCount) +CoreDataProperties.swift file\(files.fileCount == 1 ? "" : "s") in \(TerminalText.escaped(files.folder)): "
                      + "layout xcode, Xcode \(files.xcodeVersion); delete them before the first run (momgen writes them again), keep the +CoreDataClass.swift files")
            }
        }
        if let detected = generator, models.contains(where: { found[$0] == nil }) {
            // Through the reporter, whose escaping keeps a hostile file name on one line.
            let settings = detected.settings.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            let note = Diagnostic(ruleID: "init-detected-generator", severity: .info,
                                  message: "existing generated files: wrote \(settings)",
                                  location: SourceLocation(file: folder + "/" + detected.evidence))
            print(XcodeReporter().report([note]), terminator: "")
        }
        print("next: review it, then run 'momgen' to lint and generate")
    }

    /// The momgen.yml settings that reproduce Xcode-written files.
    static func settings(_ files: XcodeFilesDetection) -> [(key: String, value: String, comment: String)] {
        var settings: [(key: String, value: String, comment: String)] = [
            ("output", StarterConfiguration.scalar(files.folder), "where the +CoreDataProperties.swift files were found"),
            ("layout", "xcode", "detected: +CoreDataProperties.swift files"),
            ("access", files.access.rawValue, "detected: the access level of those files"),
            ("xcode-version", files.xcodeVersion.description, "detected from the files' shapes (docs/generate.md, Switching from Xcode)"),
        ]
        if !files.deploymentTargets.isEmpty {
            settings.append(("deployment-target", "[" + files.deploymentTargets.map(\.description).joined(separator: ", ") + "]", "detected: the lowest of the .xcodeproj files"))
        }
        return settings
    }

    /// Creates `path` with `contents`, failing if anything exists there:
    /// O_EXCL makes "never replace" hold even for a file that appeared
    /// after the check in `run`.
    static func createNew(_ path: String, contents: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw MomgenError.output(path: path, "cannot create the file: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written != bytes.count {
            throw MomgenError.output(path: path, "cannot write the file: \(String(cString: strerror(errno)))")
        }
    }
}
