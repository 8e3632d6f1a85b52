// `momgen cloudkit`: print the CloudKit schema Core Data's mirroring creates
// for a model, as cktool's `.ckdb` text, or check the model against an
// exported production schema (`--compare`). A thin shell: load (MomgenCore) →
// build, render, read, compare (MomgenCloudKit) → report (MomgenLint).
//
// Exit codes with --compare, as `lint`: 0 nothing at error level (with
// --strict: nothing at warning level either), 1 findings at the failing
// level, 2 usage, 3 unreadable model or export.
import ArgumentParser
import MomgenCloudKit
import MomgenCore
import MomgenDiagnostics
import MomgenLint
import MomgenWriter

struct CloudKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cloudkit",
        abstract: "Print the CloudKit schema (.ckdb) Core Data's mirroring creates for the model, or check it against production.",
        discussion: """
        The text is what `xcrun cktool export-schema` writes for a Development schema the model made: \
        --mode initialize as after initializeCloudKitSchema (every field, _ckAsset companions, CD_moveReceipt), \
        --mode just-in-time as after records synced (no companions). What no real export confirms is listed \
        in // comments at the top. See docs/cloudkit.md.

        With --compare, exit codes as `lint`: 0 nothing at error level (with --strict, nothing at warning level), \
        1 findings at that level, 2 usage error, 3 unreadable model or export.
        """
    )

    enum Mode: String, ExpressibleByArgument, CaseIterable {
        case initialize, justInTime = "just-in-time"
    }

    @OptionGroup var modelOptions: ModelOptions

    @Option(help: "How the schema is created: initialize (initializeCloudKitSchema) or just-in-time (records synced).")
    var mode: Mode = .justInTime

    @Flag(help: "The app shares records (CKShare): adds \"cloudkit.share\" and CD_moveReceipt.")
    var sharing = false

    @Option(help: ArgumentHelp("The configuration whose entities sync (default: the model's CloudKit configurations, or every entity).", valueName: "name"))
    var configuration: String?

    @Option(help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Check the model against this exported production schema (cktool export-schema --environment production).", valueName: "file.ckdb"))
    var compare: String?

    @Option(help: "With --compare: xcode (default), json, sarif, github or junit.")
    var format: String = "xcode"

    @Flag(help: "With --compare: fail (exit 1) on warnings as well as errors.")
    var strict = false

    @Flag(help: "With --compare: print no summary line on standard error.")
    var quiet = false

    var options: CloudKitSchemaOptions {
        CloudKitSchemaOptions(mode: mode == .initialize ? .initialize : .justInTime, sharing: sharing, configuration: configuration)
    }

    func run() throws {
        if let compare { return try check(against: compare) }
        let loaded = try modelOptions.loader.load(modelOptions.model, version: modelOptions.modelVersion)
        let schema = try CloudKitSchemaBuilder(options: options).build(loaded.resolved)
        let text = CKDBRenderer().render(schema)
        guard let output else {
            print(text, terminator: "")
            return
        }
        try SingleFileOutput(inputs: ProtectedInputs(ModelInputFiles.of(loaded.source))).write(text, to: output)
    }

    /// `--compare`: findings through the lint reporters, lint's exit codes.
    private func check(against production: String) throws {
        guard let reporter = Reporters.reporter(format, rules: CloudKitChecks.all) else {
            throw ValidationError("--format must be one of \(Reporters.ids.joined(separator: ", "))")
        }
        var diagnostics: [Diagnostic] = []
        var checked: [String] = []
        var failures: [Diagnostic] = []
        do {
            let loaded = try modelOptions.loader.load(modelOptions.model, version: modelOptions.modelVersion)
            diagnostics = try CloudKitProductionCheck(options: options).run(loaded.resolved, productionPath: production)
            checked = [loaded.declared.file, production]
        } catch let error as MomgenError {
            if case .usage = error { throw error }
            if format != "xcode" { printError(error.description) }
            failures.append(LintCommand.failure(error, model: modelOptions.model))
        }
        let report = LintReport(diagnostics: diagnostics, checkedFiles: checked, failures: failures)
        let text = reporter.report(report)
        if let output {
            try SingleFileOutput(inputs: ProtectedInputs(modelOptions.inputFiles + [production])).write(text, to: output)
        } else {
            print(text, terminator: "")
        }
        let errors = report.count(.error)
        let warnings = report.count(.warning)
        if !quiet {
            let notes = report.count(.info)
            printError("momgen cloudkit: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notes) note\(notes == 1 ? "" : "s")")
        }
        if !failures.isEmpty { throw ExitCode(ExitStatus.unreadableInput) }
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(ExitStatus.problemsFound) }
    }
}
