// `momgen build`, and `momgen` with no arguments: run what momgen.yml lists
// (lint, generate, DDL, Xcode file lists), so a build phase is one line.
import ArgumentParser
import MomgenConfig
import MomgenCore
import MomgenDiagnostics
import MomgenLint
import MomgenWriter

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Run what momgen.yml lists: lint each model, generate its Swift, write its DDL and Xcode file lists (the default command).",
        discussion: """
        The configuration is --config FILE, or momgen.yml / .momgen.yml in the current folder or the nearest \
        folder above it. See docs/integration.md. A model with error-level lint findings is not generated \
        (unless --force); the exit code is then 1.
        """
    )

    @Option(help: "The configuration file (default: found by walking up from the current folder).")
    var config: String?

    @Flag(help: "Generate even when the linter reports errors.")
    var force = false

    @Flag(help: "Write nothing; exit 1 and list the files that would change.")
    var check = false

    @Flag(name: .customLong("allow-outside"),
          help: "Let momgen.yml write outside the folder that holds it (absolute paths, '..', links leading out).")
    var allowOutside = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let current = FileManager.default.currentDirectoryPath
        guard let path = config ?? ConfigLocator().locate(from: current + "/momgen.yml") else {
            // Several lines on purpose, so printed here rather than as a
            // one-line MomgenError; the folder is escaped as errors escape it.
            printError("error: " + NoConfigurationHelp(folder: TerminalText.escaped(current)).text)
            throw ExitCode(ExitStatus.usage)
        }
        let (configuration, problems) = try ConfigReader().read(path)
        if !problems.isEmpty { print(XcodeReporter().report(problems), terminator: "") }
        if problems.contains(where: { $0.severity == .error }) { throw ExitCode(ExitStatus.problemsFound) }
        guard !configuration.models.models.isEmpty else {
            throw MomgenError.usage("\(path) lists no models; add a 'models:' list (see docs/integration.md)")
        }

        let plan = BuildPlan(configuration: configuration, configFile: path, force: force, sourceRoot: environment["SRCROOT"])
        if !allowOutside { try refuseOutputsOutside(configuration, configFile: path, folder: plan.base) }
        var failed = false
        var unreadable = false
        var outputs: [OutputFile] = []
        var inputs: [String] = []
        var stamps: [(GenerationStamp, folder: String)] = []
        var renderCaches: [RenderCache] = []
        for entry in configuration.models.models {
            do {
                let step = try plan.step(for: entry)
                if !step.report.isEmpty { print(step.report, terminator: "") }
                if let stamp = step.stamp { stamps.append(stamp) }
                if let cache = step.renderCache { renderCaches.append(cache) }
                if step.blocked {
                    printError("error: \(TerminalText.escaped(step.model)): not generated because of lint errors (fix them or pass --force)")
                    failed = true
                }
                outputs += step.outputs
                inputs += step.inputs
            } catch let error as MomgenError {
                printError(error.description)
                unreadable = true
            }
        }
        let coexistence = plan.swiftDataCoexistenceFindings()
        if !coexistence.isEmpty { print(XcodeReporter().report(coexistence), terminator: "") }
        // No type declared twice: checked before anything is written.
        let duplicates = DuplicateTypeCheck(root: plan.base).findings(outputs)
        if !duplicates.isEmpty {
            print(XcodeReporter().report(duplicates), terminator: "")
            throw ExitCode(ExitStatus.problemsFound)
        }
        let results = try OutputWriter().write(outputs, mode: check ? .plan : .write, inputs: ProtectedInputs(inputs))
        for result in results where result.action.changesDisk {
            print(result.line)
        }
        if !check {
            for (stamp, folder) in stamps { try stamp.write(in: folder) }
            for cache in renderCaches { try cache.write() }
        }
        if unreadable { throw ExitCode(ExitStatus.unreadableInput) }
        if failed || (check && results.contains { $0.action.changesDisk }) { throw ExitCode(ExitStatus.problemsFound) }
    }

    /// Throws before anything is read or written when an entry's output
    /// leads outside the folder holding the configuration (see ProjectFolder).
    private func refuseOutputsOutside(_ configuration: MomgenConfiguration, configFile: String, folder: String) throws {
        let project = ProjectFolder(folder)
        for entry in configuration.models.models {
            for (key, value) in entry.outputPaths {
                guard let why = project.escape(of: value) else { continue }
                throw MomgenError.usage("\(configFile):\(entry.line): \(key) '\(value)' is \(why), outside the folder holding the configuration; a build writes only inside it (pass --allow-outside to allow this)")
            }
        }
    }
}
