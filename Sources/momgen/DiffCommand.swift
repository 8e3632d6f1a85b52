// `momgen diff`: what changed between two model versions, whether stores
// need a migration, and whether Core Data's lightweight migration can infer
// it — in the lint reporters' formats, with lint's exit codes, so one CI step
// runs it on every pull request.
import ArgumentParser
import Foundation
import MomgenCloudKit
import MomgenCore
import MomgenDiagnostics
import MomgenLint
import MomgenVersions

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two model versions: migration needed, lightweight-inferable, data at risk.",
        discussion: """
        momgen diff MODEL.xcdatamodeld [--from NAME] [--to NAME]: two versions of one bundle (default: \
        the current one and the version before it in the order they shipped, docs/versions.md). momgen diff OLD NEW: any two models \
        (each a bundle's current version unless --from/--to name one). Renaming identifiers are followed \
        as Core Data follows them. Rules and sources: docs/migration.md.

        Exit codes: 0 nothing at error level (with --strict, nothing at warning level: a change \
        lightweight migration cannot infer, or data at risk), 1 findings at that level, 2 usage error, \
        3 unreadable model or configuration.
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case xcode, json, sarif, github, junit
    }

    @Argument(help: "The older model (any MODEL form: source or compiled .mom/.momd, or a store's model cache), or a bundle holding both versions.")
    var old: String

    @Argument(help: "The newer model (omit to compare two versions of OLD's bundle).")
    var new: String?

    @Option(help: "The older version's name (default: the version before the current one).")
    var from: String?

    @Option(help: "The newer version's name (default: the current version).")
    var to: String?

    @Option(help: "Output: xcode (default), json, sarif, github or junit.")
    var format: Format = .xcode

    @Flag(help: "Fail (exit 1) on warnings as well as errors.")
    var strict = false

    @Option(help: "The configuration file (default: .momgen.yml or momgen.yml found by walking up from the newer model).")
    var config: String?

    @Flag(help: "Also report what a deployed production CloudKit schema forbids or ignores: a field's type changed, a renamed or removed field or record type (docs/cloudkit.md).")
    var cloudkit = false

    func run() throws {
        let (older, newer) = try versions()
        let result = ModelDiff().diff(from: older.loaded.resolved, named: older.name, to: newer.loaded.resolved, named: newer.name)
        var diagnostics: [Diagnostic] = []
        var configs = LintConfigCache(explicit: config, forceCloudKit: false)
        let linter = try configs.linter(for: new ?? old, diagnostics: &diagnostics)
        diagnostics += MigrationFindings.diagnostics(result, linter: linter, newer: newer.loaded.resolved)
        if cloudkit {
            diagnostics += try CloudKitVersionDiff().findings(older: older.loaded.resolved, newer: newer.loaded.resolved)
        }
        diagnostics.sort(by: MigrationFindings.reportOrder)
        if format == .json {
            print(DiffJSONRenderer().render(result), terminator: "")
        } else if let reporter = Reporters.reporter(format.rawValue, rules: RuleRegistry.descriptions + (cloudkit ? CloudKitDeployedChecks.all : [])) {
            print(reporter.report(diagnostics), terminator: "")
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        // The summary ends the log: stdout (buffered when piped) goes first.
        fflush(stdout)
        printError("momgen diff: " + MigrationFindings.summary([result]))
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(ExitStatus.problemsFound) }
    }

    /// The two versions to compare, reading and hashing only those two.
    private func versions() throws -> (LoadedModelVersion, LoadedModelVersion) {
        let loader = ModelVersionsLoader()
        if let new {
            return (try loadOne(loader, old, named: from, what: "OLD"), try loadOne(loader, new, named: to, what: "NEW"))
        }
        var chosen: (older: String, newer: String)?
        let bundle = try loader.load(old) { names, current in
            let newer = try Self.resolve(to, in: names, current: current, what: "MODEL")
            let older: String
            if let from {
                older = try Self.resolve(from, in: names, current: current, what: "MODEL")
            } else {
                guard let index = names.firstIndex(of: newer), index > 0 else {
                    throw MomgenError.usage("'\(newer)' is the first version of '\(old)': nothing before it to compare with; name one with --from")
                }
                older = names[index - 1]
            }
            chosen = (older, newer)
            return [older, newer]
        }
        if let chosen, let older = bundle.version(named: chosen.older), let newer = bundle.version(named: chosen.newer) {
            // The default pair rests on the order: say what it rests on when that is in doubt.
            if from == nil { VersionOrderNotes.print(bundle.order, bundle: bundle.bundlePath) }
            return (older, newer)
        }
        // Not a bundle: its single model, which has nothing before it.
        let only = try loadOne(loader, old, named: to, what: "MODEL")
        guard from != nil else {
            throw MomgenError.usage("'\(only.name)' is the first version of '\(old)': nothing before it to compare with; name one with --from")
        }
        return (try loadOne(loader, old, named: from, what: "MODEL"), only)
    }

    /// One version of `path`: the one named, else its current one.
    private func loadOne(_ loader: ModelVersionsLoader, _ path: String, named name: String?, what: String) throws -> LoadedModelVersion {
        var picked: String?
        let loaded = try loader.load(path) { names, current in
            picked = try Self.resolve(name, in: names, current: current, what: what)
            return [picked ?? ""]
        }
        if let picked, let version = loaded.version(named: picked) { return version }
        guard let only = loaded.versions.first, loaded.versions.count == 1 else {
            throw MomgenError.usage("\(what) names no current version; choose one with --from/--to")
        }
        if let name, loaded.version(named: name) == nil {
            throw MomgenError.usage("\(what) has no version '\(name)'; its versions are '\(only.name)'")
        }
        return only
    }

    /// The version folder `name` names among `names` (with or without
    /// `.xcdatamodel`), or the current one, or the only one.
    private static func resolve(_ name: String?, in names: [String], current: String?, what: String) throws -> String {
        if let name {
            let bare = name.hasSuffix(".xcdatamodel") ? String(name.dropLast(".xcdatamodel".count)) : name
            guard names.contains(bare) else {
                throw MomgenError.usage("\(what) has no version '\(name)'; its versions are \(names.map { "'\($0)'" }.joined(separator: ", "))")
            }
            return bare
        }
        if let current { return current }
        if names.count == 1, let only = names.first { return only }
        throw MomgenError.usage("\(what) names no current version; choose one with --from/--to")
    }
}
