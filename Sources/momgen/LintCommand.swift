// `momgen lint`: lint one or more models and print the findings in the chosen
// format. A thin shell: load (MomgenCore) → config (MomgenConfig) → lint and
// report (MomgenLint).
//
// Exit codes: 0 nothing at error level (with --strict: nothing at warning
// level either), 1 findings at the failing level, 2 usage, 3 unreadable input
// (a model or the configuration file); 3 wins when several apply.
import ArgumentParser
import Foundation
import MomgenConfig
import MomgenCore
import MomgenDiagnostics
import MomgenLint
import MomgenReader
import MomgenVersions

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check models for mistakes Core Data, CloudKit and code generation trip over.",
        discussion: """
        Rules, severities and options come from .momgen.yml (or momgen.yml) in the model's folder or \
        the nearest folder above it, or from --config. See docs/lint.md and docs/rules.md.

        Exit codes: 0 nothing at error level (with --strict, nothing at warning level), \
        1 findings at that level, 2 usage error, 3 unreadable model or configuration.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case xcode, json, sarif, github, junit, text, markdown
    }

    @Argument(help: "Models: .xcdatamodeld bundles, .xcdatamodel folders, 'contents' files, compiled .mom files or .momd bundles, or Core Data SQLite stores (their model cache).")
    var models: [String] = []

    @Option(name: .customLong("model-version"), help: "For bundles: the version to lint (default: the current version).")
    var modelVersion: String?

    @Flag(name: .customLong("all-versions"), help: "For bundles: lint every version, not only the current one (each finding names its version's file).")
    var allVersions = false

    @Option(help: "Output: xcode (default), json, sarif, github or junit; with --list-rules also text or markdown.")
    var format: Format = .xcode

    @Flag(help: "Fail (exit 1) on warnings as well as errors.")
    var strict = false

    @Option(help: "The configuration file (default: .momgen.yml or momgen.yml found by walking up from each model).")
    var config: String?

    @Flag(help: "Print no summary line on standard error.")
    var quiet = false

    @Flag(help: "Apply the CloudKit rules to every entity.")
    var cloudkit = false

    @Option(help: ArgumentHelp("The version lock file to check bundles against (default: Model.momgen-lock.json beside each bundle, when present).", valueName: "file"))
    var lock: String?

    @Flag(name: .customLong("list-rules"), help: "List every rule (id, severity, rationale) and exit.")
    var listRules = false

    func run() throws {
        if listRules {
            let catalog = RuleCatalog(rules: RuleRegistry.descriptions)
            switch format {
            case .markdown: print(catalog.markdown(), terminator: "")
            case .json: print(catalog.json(), terminator: "")
            default: print(catalog.text(), terminator: "")
            }
            return
        }
        guard !models.isEmpty else { throw ValidationError("give at least one MODEL (or --list-rules)") }
        guard !(allVersions && modelVersion != nil) else { throw ValidationError("give either --all-versions or --model-version, not both") }
        guard let reporter = Reporters.reporter(format.rawValue, rules: RuleRegistry.descriptions) else {
            throw ValidationError("--format \(format.rawValue) is only for --list-rules; use one of \(Reporters.ids.joined(separator: ", "))")
        }

        var diagnostics: [Diagnostic] = []
        var checked: [String] = []
        var failures: [Diagnostic] = []
        var configs = LintConfigCache(explicit: config, forceCloudKit: cloudkit)
        for (model, more) in Self.grouped(models) {
            var reader = ModelLoader()
            reader.moreSwiftSources = more
            do {
                let linter = try configs.linter(for: model, diagnostics: &diagnostics)
                let bundle = BundleFolder(model)
                var version = modelVersion
                if modelVersion == nil, let bundle, bundle.lacksCurrentVersion {
                    if bundle.hasEmptyCurrentVersionFile, let taken = bundle.versions.last {
                        // Xcode wrote the file and it lost its choice: go on with the
                        // last version, and say so.
                        if let finding = linter.emptyCurrentVersionDiagnostic(bundle: model, versions: bundle.versions) {
                            diagnostics.append(finding)
                        }
                        version = taken
                    } else {
                        // The loader would refuse the bundle; report it as a finding
                        // instead (with --all-versions, the versions are linted too).
                        if let finding = linter.bundleDiagnostic(bundle: model, versions: bundle.versions, hasCurrentVersionFile: false) {
                            diagnostics.append(finding)
                        }
                        if !allVersions { continue }
                    }
                }
                if let bundle, let note = linter.binaryVersionDiagnostic(bundle: model, binaryVersions: bundle.binaryVersions) {
                    diagnostics.append(note)
                }
                if allVersions, !quiet { VersionOrderNotes.print(bundle?.order, bundle: model) }
                if allVersions, let bundle {
                    // Every version, oldest first, each read and resolved once
                    // (the renaming check reuses them): linear in versions.
                    guard !bundle.versions.isEmpty else {
                        throw MomgenError.unreadableInput(SourceLocation(file: model), bundle.binaryVersions.isEmpty
                            ? "the bundle holds no .xcdatamodel version: nothing was linted"
                            : "no version of the bundle could be read: its \(bundle.binaryVersions.count) version\(bundle.binaryVersions.count == 1 ? " is" : "s are") in Xcode 3's binary format (elements and layout files, no contents), which momgen does not read; open the model in a current Xcode and save it")
                    }
                    let all = try ModelVersionsLoader(loader: reader).load(model)
                    let mappings = all.versions.count > 1 ? MappingModelReference.near(model) : []
                    var earlier = RenamingIdentifierCheck.Earlier()
                    for version in all.versions {
                        let loaded = version.loaded
                        checked.append(loaded.declared.file)
                        diagnostics += linter.lint(loaded.resolved)
                        diagnostics += RenamingFindings.diagnostics(loaded.resolved, earlier: earlier, mappingModels:
                            RenamingFindings.mappingModels(mappings, covering: version.name, bundle: model), linter: linter)
                        earlier.add(version.name, loaded.resolved)
                    }
                    diagnostics += try VersionLockFindings.diagnostics(model: model, lockPath: lock, linter: linter,
                                                                       loader: ModelVersionsLoader(loader: reader))
                    continue
                }
                // Otherwise the chosen version (the current one by default).
                let versions: [String?] = [version]
                for version in versions {
                    let loaded = try reader.load(model, version: version)
                    checked.append(loaded.declared.file)
                    diagnostics += linter.lint(loaded.resolved)
                    if let bundle, bundle.versions.count > 1 {
                        diagnostics += try RenamingFindings.diagnostics(bundle: model, version: version, linter: linter)
                    }
                }
                diagnostics += try SwiftSourcePlanFindings.diagnostics(model: model, more: more)
                diagnostics += try VersionLockFindings.diagnostics(model: model, lockPath: lock, linter: linter,
                                                                   loader: ModelVersionsLoader(loader: reader))
            } catch let error as MomgenError {
                if case .usage = error { throw error }
                // Every report carries the failure (the xcode format prints it
                // as its own error line); others also say it on standard error.
                if format != .xcode { printError(error.description) }
                failures.append(Self.failure(error, model: model))
            }
        }
        diagnostics.sort(by: Diagnostic.reportOrder)
        let report = LintReport(diagnostics: diagnostics, checkedFiles: checked, failures: failures)
        print(reporter.report(report), terminator: "")

        let errors = report.count(.error)
        let warnings = report.count(.warning)
        if !quiet {
            let notes = report.count(.info)
            let unreadable = failures.isEmpty ? "" : " (\(failures.count) unreadable input\(failures.count == 1 ? "" : "s"))"
            printError("momgen lint: \(errors) error\(errors == 1 ? "" : "s")\(unreadable), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")")
        }
        let unreadable = !failures.isEmpty
        if unreadable { throw ExitCode(ExitStatus.unreadableInput) }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(ExitStatus.problemsFound) }
    }
}

extension LintCommand {
    /// The MODEL arguments as lint reads them: every `.swift` file among
    /// them is one SwiftData model together (a schema and its classes are
    /// declared across files), at the first one's place; bundles, stores
    /// and folders are each a model of their own.
    static func grouped(_ models: [String]) -> [(model: String, more: [String])] {
        let isSwiftFile = models.map { $0.hasSuffix(".swift") && !isFolder($0) }
        guard let first = isSwiftFile.firstIndex(of: true) else { return models.map { ($0, []) } }
        var groups: [(model: String, more: [String])] = []
        for (index, model) in models.enumerated() {
            if index == first {
                groups.append((model, models.indices.filter { $0 > first && isSwiftFile[$0] }.map { models[$0] }))
            } else if !isSwiftFile[index] {
                groups.append((model, []))
            }
        }
        return groups
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// A fatal error reading `model` (or its configuration) as a report entry.
    static func failure(_ error: MomgenError, model: String) -> Diagnostic {
        switch error {
        case let .unreadableInput(location, message):
            return LintReport.failure(message, at: location)
        case let .usage(message):
            return LintReport.failure(message, at: SourceLocation(file: model))
        case let .output(path, message):
            return LintReport.failure(message, at: SourceLocation(file: path))
        }
    }
}

/// Reads each configuration file once and builds its linter.
struct LintConfigCache {
    let explicit: String?
    let forceCloudKit: Bool
    private var linters: [String: Linter] = [:]

    init(explicit: String?, forceCloudKit: Bool) {
        self.explicit = explicit
        self.forceCloudKit = forceCloudKit
    }

    /// The linter for `model`; the first time a config file is read, its problems join `diagnostics`.
    mutating func linter(for model: String, diagnostics: inout [Diagnostic]) throws -> Linter {
        let path = ConfigurationFile.path(explicit: explicit, near: model)
        let key = path ?? ""
        if let cached = linters[key] { return cached }
        var section = LintSection()
        if let path {
            let file = try ConfigurationFile.read(path)
            section = file.configuration.lint
            diagnostics += file.problems
            diagnostics += Linter(configuration: section).configurationDiagnostics(file: path)
        }
        if forceCloudKit { section.cloudKit = true }
        let linter = Linter(configuration: section)
        linters[key] = linter
        return linter
    }
}

/// A `.xcdatamodeld` folder's versions, for the missing-current-version check.
struct BundleFolder {
    /// The versions, oldest first (`VersionOrder`).
    let versions: [String]
    /// The order and what it rests on.
    let order: VersionOrder?
    /// Xcode 3 binary versions, which the loader leaves out.
    let binaryVersions: [String]
    let hasCurrentVersionFile: Bool
    /// A `.xccurrentversion` exists but names no version (`<dict/>`).
    let hasEmptyCurrentVersionFile: Bool

    init?(_ path: String) {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        var isFolder: ObjCBool = false
        guard trimmed.hasSuffix(".xcdatamodeld"),
              FileManager.default.fileExists(atPath: trimmed, isDirectory: &isFolder), isFolder.boolValue else { return nil }
        let locator = ModelLocator()
        // Oldest first in the order they shipped, as every command orders them.
        order = try? ModelVersionsLoader().order(trimmed)
        versions = order?.names ?? locator.versionFolders(in: trimmed)
        binaryVersions = locator.binaryVersionFolders(in: trimmed)
        // A `.xccurrentversion` that names nothing (`<dict/>`) counts as none.
        hasCurrentVersionFile = locator.currentVersionName(inBundle: trimmed) != nil
        hasEmptyCurrentVersionFile = !hasCurrentVersionFile && FileManager.default.fileExists(atPath: trimmed + "/.xccurrentversion")
    }

    /// Several versions and no `.xccurrentversion`.
    var lacksCurrentVersion: Bool { !hasCurrentVersionFile && versions.count > 1 }
}
