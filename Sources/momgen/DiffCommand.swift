// `momgen diff`: what changed between two model versions, whether stores
// need a migration, and whether Core Data's lightweight migration can infer
// it — in the lint reporters' formats, with lint's exit codes, so one CI step
// runs it on every pull request.
import ArgumentParser
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
        the version before the current one, and the current one). momgen diff OLD NEW: any two models \
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

    @Argument(help: "The older model, or a bundle holding both versions.")
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

    func run() throws {
        let (older, newer) = try versions()
        let result = ModelDiff().diff(from: older.loaded.resolved, named: older.name, to: newer.loaded.resolved, named: newer.name)
        var diagnostics: [Diagnostic] = []
        var configs = LintConfigCache(explicit: config, forceCloudKit: false)
        let linter = try configs.linter(for: new ?? old, diagnostics: &diagnostics)
        diagnostics += MigrationFindings.diagnostics(result, linter: linter, newer: newer.loaded.resolved)
        diagnostics.sort(by: MigrationFindings.reportOrder)
        if format == .json {
            print(DiffJSONRenderer().render(result), terminator: "")
        } else if let reporter = Reporters.reporter(format.rawValue, rules: RuleRegistry.descriptions) {
            print(reporter.report(diagnostics), terminator: "")
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        printError("momgen diff: " + MigrationFindings.summary([result]))
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(ExitStatus.problemsFound) }
    }

    /// The two versions to compare.
    private func versions() throws -> (LoadedModelVersion, LoadedModelVersion) {
        let loader = ModelVersionsLoader()
        if let new {
            return (try pick(loader.load(old), named: from, fallback: \.current, what: "OLD"),
                    try pick(loader.load(new), named: to, fallback: \.current, what: "NEW"))
        }
        let bundle = try loader.load(old)
        let newer = try pick(bundle, named: to, fallback: \.current, what: "MODEL")
        if let from { return (try pick(bundle, named: from, fallback: \.current, what: "MODEL"), newer) }
        guard let index = bundle.versions.firstIndex(where: { $0.name == newer.name }), index > 0 else {
            throw MomgenError.usage("'\(newer.name)' is the first version of '\(old)': nothing before it to compare with; name one with --from")
        }
        return (bundle.versions[index - 1], newer)
    }

    private func pick(_ versions: LoadedModelVersions, named name: String?, fallback: KeyPath<LoadedModelVersions, LoadedModelVersion?>,
                      what: String) throws -> LoadedModelVersion {
        if let name {
            guard let found = versions.version(named: name) else {
                throw MomgenError.usage("\(what) has no version '\(name)'; its versions are \(versions.versions.map { "'\($0.name)'" }.joined(separator: ", "))")
            }
            return found
        }
        if let version = versions[keyPath: fallback] ?? (versions.versions.count == 1 ? versions.versions.first : nil) { return version }
        throw MomgenError.usage("\(what) names no current version; choose one with --from/--to")
    }
}
