// `momgen init`: writes a commented starter momgen.yml for the models below
// the current folder, so that `momgen` (the build step) has something to run.
// It never replaces a configuration that is already there.
import ArgumentParser
import MomgenConfig
import MomgenCore
import MomgenDiagnostics
import MomgenLint
import MomgenProject
import MomgenSwift

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

    @Flag(help: "Print the momgen.yml and the plan without writing anything.")
    var dryRun = false

    @Option(help: ArgumentHelp(
        "A folder of mogenerator's stock templates per release (DIR/<release>/templates), for a project that ran the built-in ones.",
        discussion: "momgen does not ship mogenerator's templates; init finds the release whose output the committed machine files are and points template-path at its folder.",
        valueName: "dir"))
    var stockTemplates: String?

    func run() throws {
        let folder = FileManager.default.currentDirectoryPath
        for name in ConfigLocator.fileNames where FileManager.default.fileExists(atPath: folder + "/" + name) {
            throw MomgenError.usage("\(name) already exists in \(folder); momgen init never replaces a configuration (edit it, or delete it to start again)")
        }
        if let stockTemplates {
            // Listing it follows a link, as the build will: a linked checkout is a folder too.
            guard (try? FileManager.default.contentsOfDirectory(atPath: stockTemplates)) != nil else {
                throw MomgenError.usage("--stock-templates: '\(TerminalText.escaped(stockTemplates))' is not a folder (it holds mogenerator's templates per release, DIR/<release>/templates)")
            }
        }
        var models = ModelDiscovery(root: folder).models()
        guard !models.isEmpty else {
            throw MomgenError.unreadableInput(
                SourceLocation(file: folder),
                "no Core Data model (.xcdatamodeld or .xcdatamodel) below this folder; run momgen init in the folder that holds your project"
            )
        }
        let path = folder + "/momgen.yml"
        let projects = XcodeProjects(root: folder)
        let unused = Self.modelsInNoTarget(models, projects: projects, root: folder)
        models.removeAll { unused.contains($0) }
        var detected: [String: [(key: String, value: String, comment: String)]] = [:]
        var found: [String: XcodeFilesDetection] = [:]
        var reviews: [String: XcodeFilesReview] = [:]
        for model in models {
            guard var files = XcodeFilesDetection.detect(root: folder, modelPath: model) else { continue }
            let review = XcodeFilesReview(root: folder, modelPath: model, detection: files)
            let fileNames = [model] + review.disposable + review.handWritten.map(\.file)
            let compiling = projects.targets(compilingAnyOf: Set(fileNames.compactMap { $0.split(separator: "/").last.map(String.init) }))
            var origins = Self.shapeOrigins
            if !compiling.isEmpty {
                files.deploymentTargets = XcodeProjects.lowest(compiling)
                // The lowest over every configuration: the files must compile in Debug and in Release.
                origins.deployment = "the lowest over the build configurations of the target\(compiling.count == 1 ? "" : "s") compiling the model and its classes: "
                    + compiling.map(\.deploymentDescription).joined(separator: "; ")
            }
            // Shapes that no Xcode changed since 11 cannot tell 8.3 from 11; the project's LastUpgradeCheck can.
            if files.xcodeVersion.major == 11, let upgraded = projects.lastUpgradeXcode, upgraded < 11, let version = XcodeVersion(max(8, upgraded)) {
                files.xcodeVersion = version
                origins.xcode = "the project's LastUpgradeCheck (the files' shapes fit any Xcode from 8.3 to 11)"
            }
            found[model] = files
            reviews[model] = review
            detected[model] = Self.settings(files, origins: origins)
        }
        let generator = GeneratorDetection(root: folder).detect()
        // mogenerator's settings go to every model except those whose own
        // Xcode files were found: `layout: xcode` with `template-set:
        // mogenerator` is an entry `momgen build` rejects, and a model's own
        // files say more about it than the first generated file in the project.
        for model in models where found[model] == nil {
            detected[model] = generator?.settings.map { (key: $0.key, value: $0.value, comment: $0.comment) }
        }
        // The switch's own settings (its folders, base class) over the project-wide detection.
        let switches = MogeneratorSwitch.plans(models: models.filter { found[$0] == nil }, root: folder, stockTemplates: stockTemplates)
        for (model, plan) in switches {
            var merged = detected[model] ?? []
            for setting in plan.settings {
                merged.removeAll { $0.key == setting.key }
                merged.append((key: setting.key, value: setting.value, comment: setting.comment))
            }
            merged.removeAll { plan.removedKeys.contains($0.key) }
            detected[model] = merged
        }
        let text = StarterConfiguration(models: models, detected: detected).text
        if dryRun {
            print("momgen init --dry-run: nothing written; momgen.yml would read:")
            // The file holds no control character (its scalars and comments
            // are escaped); the terminal escaper still passes over every line,
            // as over everything momgen prints from project files.
            print(text.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.escaped(String($0)) }
                .joined(separator: "\n"), terminator: "")
        } else {
            try Self.createNew(path, contents: text)
        }
        print("\(dryRun ? "would write" : "wrote") momgen.yml for \(models.count) model\(models.count == 1 ? "" : "s"):")
        for model in models {
            print("  \(TerminalText.escaped(model))")
            if let files = found[model], let review = reviews[model] {
                print("    \(files.fileCount) +CoreDataProperties.swift file\(files.fileCount == 1 ? "" : "s") in \(TerminalText.escaped(files.folder)): "
                      + "layout xcode, Xcode \(files.xcodeVersion); keep the +CoreDataClass.swift files")
                if !review.disposable.isEmpty {
                    print("    delete before the first run (they hold only what momgen writes again): \(review.disposable.map(TerminalText.escaped).joined(separator: ", "))")
                }
                for kept in review.handWritten {
                    let destination = Self.destination(for: kept.file, projects: projects, root: folder)
                    print("    do not delete \(TerminalText.escaped(kept.file)) yet: it holds the team's own \(kept.members.map(TerminalText.escaped).joined(separator: ", ")); "
                          + "move them into \(destination), then delete it")
                    print("    this blocks the first run: momgen replaces only files it wrote, so until \(TerminalText.escaped(kept.file)) is moved or deleted 'momgen' refuses it and writes nothing")
                }
                for leftover in review.leftovers {
                    print("    \(TerminalText.escaped(leftover)) is a leftover copy of a generated file: it declares every member a second time; delete it once its own code, if any, is moved")
                }
            }
        }
        let notes = switches.flatMap { model, plan in
            plan.notes.map { Diagnostic(ruleID: "init-mogenerator-switch", severity: .info, message: "\(model): \($0.message)",
                                        location: SourceLocation(file: folder + "/" + $0.file, line: $0.line, column: 0)) }
        }
        if !notes.isEmpty { print(XcodeReporter().report(notes), terminator: "") }
        for model in unused {
            print("left out: \(TerminalText.escaped(model)) (no target of the project's Xcode projects compiles it; add an entry by hand if an app uses it)")
        }
        if let detected = generator, models.contains(where: { found[$0] == nil }) {
            // Through the reporter, whose escaping keeps a hostile file name on one line.
            let settings = detected.settings.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            let note = Diagnostic(ruleID: "init-detected-generator", severity: .info,
                                  message: "existing generated files: wrote \(settings)",
                                  location: SourceLocation(file: folder + "/" + detected.evidence))
            print(XcodeReporter().report([note]), terminator: "")
        }
        // The invariant above every heuristic: the first run declares no type twice.
        let duplicates = FirstRunCheck.duplicates(configurationText: text, folder: folder)
        if !duplicates.isEmpty {
            print(XcodeReporter().report(duplicates), terminator: "")
            print("this blocks the first run: 'momgen' refuses to generate a type the project already declares, and writes nothing until each declaration above is moved or deleted (or the entry's output points at its folder)")
        }
        for (model, rules) in FirstRunCheck.lintBlocked(configurationText: text, folder: folder) {
            print("this blocks the first run: \(TerminalText.escaped(model)) has error-level lint findings (\(rules.map(TerminalText.escaped).joined(separator: ", "))), "
                  + "so 'momgen' generates nothing for it (mogenerator never linted); fix them, or run 'momgen build --force' or set their severity in momgen.yml's lint section once 'momgen lint' shows they do not apply")
        }
        print("next: review it, then run 'momgen' to lint and generate")
    }

    /// Where to move the hand-written members of `file` (a
    /// `Book+CoreDataProperties.swift`): the class's `+CoreDataClass.swift`
    /// when a target compiles it; never a copy no target compiles, which
    /// would leave the code out of the app (or, added, declare the class twice).
    static func destination(for file: String, projects: XcodeProjects, root: String) -> String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        guard let range = name.range(of: "+CoreDataProperties") else { return "an extension file of your own" }
        let classFile = name[..<range.lowerBound] + "+CoreDataClass.swift"
        let candidates = FileWalk(root: root).files { $0 == classFile }
        let compiled = projects.isEmpty ? Set<String>() : projects.targets(compilingAnyOf: [String(classFile)]).isEmpty ? [] : [String(classFile)]
        if let found = candidates.first, projects.isEmpty || compiled.contains(String(classFile)) {
            return "the class's \(TerminalText.escaped(found))"
        }
        if let stray = candidates.first {
            return "an extension file of your own in the target that compiles the model (not \(TerminalText.escaped(stray)): no target compiles it)"
        }
        return "an extension file of your own in the target that compiles the model"
    }

    /// Where the deployment target and Xcode version come from when the
    /// project's targets do not say: the projects' lowest, the files' shapes.
    static let shapeOrigins = (deployment: "the lowest of the .xcodeproj files",
                               xcode: "detected from the files' shapes (docs/generate.md, Switching from Xcode)")

    /// The momgen.yml settings that reproduce Xcode-written files.
    static func settings(_ files: XcodeFilesDetection,
                         origins: (deployment: String, xcode: String) = shapeOrigins)
        -> [(key: String, value: String, comment: String)] {
        var settings: [(key: String, value: String, comment: String)] = [
            ("output", StarterConfiguration.scalar(files.folder), "where the +CoreDataProperties.swift files were found"),
            ("layout", "xcode", "detected: +CoreDataProperties.swift files"),
            ("access", files.access.rawValue, "detected: the access level of those files"),
            ("xcode-version", files.xcodeVersion.description, origins.xcode),
        ]
        if !files.deploymentTargets.isEmpty {
            settings.append(("deployment-target", "[" + files.deploymentTargets.map(\.description).joined(separator: ", ") + "]", "detected: " + origins.deployment))
        }
        return settings
    }

    /// The models no target of the project's Xcode projects compiles. None
    /// when there is no readable project, when a Swift package may hold the
    /// model (targets there list no files), or when no model is compiled at
    /// all (then the projects cannot tell).
    static func modelsInNoTarget(_ models: [String], projects: XcodeProjects, root: String) -> [String] {
        guard !projects.isEmpty, !FileManager.default.fileExists(atPath: root + "/Package.swift") else { return [] }
        let unused = models.filter { model in
            let name = model.split(separator: "/").last.map(String.init) ?? model
            return projects.targets(compilingAnyOf: [name]).isEmpty
        }
        return unused.count == models.count ? [] : unused
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
