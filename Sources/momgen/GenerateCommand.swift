// `momgen generate`: Swift classes for a model's entities, written only where
// they change. A thin shell: load → lint gate → GenerationJob (emit + write).
import ArgumentParser
import MomgenConfig
import MomgenCore
import MomgenDiagnostics
import MomgenModel
import MomgenProject
import MomgenSwift
import MomgenLint
import MomgenParallel
import MomgenWriter

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift NSManagedObject subclasses for a model.",
        discussion: """
        Layouts: mogenerator (default; _Book.swift regenerated, Book.swift created once), \
        xcode (Book+CoreDataProperties.swift regenerated, Book+CoreDataClass.swift created once), \
        single (one <Model>+CoreData.swift), swiftdata (SwiftData @Model classes, Book.swift regenerated). Files are written only when their bytes change. \
        --check exits 1 and lists what would change; --dry-run lists every output and writes nothing.
        """
    )

    @OptionGroup var modelOptions: ModelOptions

    @Option(name: .shortAndLong, help: "The output folder.")
    var output: String

    @Option(name: .customLong("machine-dir"), help: "Folder for regenerated files (default: --output).")
    var machineDir: String?

    @Option(name: .customLong("human-dir"), help: "Folder for files created once (default: --output).")
    var humanDir: String?

    @Option(help: "File layout: mogenerator, xcode, single or swiftdata (SwiftData @Model classes; see docs/generate.md).")
    var layout: Layout = .mogenerator

    @Option(help: "Access level of generated declarations: internal, public or open. Default: open with --template-set mogenerator (as mogenerator's files), internal otherwise.")
    var access: AccessLevel?

    @Option(name: .customLong("required-style"), help: "Swift type of required object attributes and to-one relationships: non-optional (T), implicitly-unwrapped (T!) or optional (T?). Default: optional in the xcode layout (as Xcode's files), non-optional otherwise.")
    var requiredStyle: RequiredStyle?

    @Option(name: .customLong("template-set"), help: "The shipped templates to start from: momgen (default) or mogenerator (mogenerator's API, with --layout mogenerator; see docs/generate.md).")
    var templateSet: TemplateSetName = .momgen

    @Option(name: .customLong("xcode-version"), help: ArgumentHelp("With --layout xcode: the Xcode (8 through 16, or 26) whose generated files to reproduce, e.g. NSDate? through 10, Identifiable from 12, public import from 26. Default: 26.", valueName: "N"))
    var xcodeVersion: XcodeVersion?

    @Option(name: .customLong("deployment-target"), help: ArgumentHelp("The oldest system the app runs on, e.g. ios:12.0 (repeatable; ios, macos, tvos, watchos, visionos): nothing is generated that it cannot use, such as Identifiable before iOS 13.", valueName: "platform:version"))
    var deploymentTargets: [DeploymentTarget] = []

    @Option(name: .customLong("mogenerator-version"), help: "With --template-set mogenerator: the mogenerator release whose declarations to reproduce, 1.31 or 1.32 (default 1.32; see docs/generate.md).")
    var mogeneratorVersion: MogeneratorVersion = .defaultVersion

    @Option(help: "A folder of Mustache templates replacing those of the template set by name (see docs/templates.md).")
    var templates: String?

    @Option(name: .customLong("template-path"), help: ArgumentHelp("A folder of mogenerator .motemplate files, run as mogenerator runs them instead of momgen's templates (mogenerator's option; see docs/mogenerator-templates.md).", valueName: "folder"))
    var templatePath: String?

    @Option(name: .customLong("template-var"), help: ArgumentHelp("With --template-path: mogenerator's --template-var (repeatable).", valueName: "KEY=VALUE"))
    var templateVars: [String] = []

    @Option(name: .customLong("mogenerator-language"), help: "With --template-path: swift (default; mogenerator's --swift) or objc (the .h/.m templates).")
    var mogeneratorLanguage: String?

    @Option(name: .customLong("base-class-import"), help: "With --template-path: mogenerator's --base-class-import.")
    var baseClassImport: String?

    @Option(name: .customLong("base-class-force"), help: "With --template-path: mogenerator's --base-class-force (the base class even of sub-entities).")
    var baseClassForce: String?

    @Option(help: ArgumentHelp("With --template-path: mogenerator's --includem, a file importing every class's .m and .h (Objective-C templates).", valueName: "file"))
    var includem: String?

    @Option(help: ArgumentHelp("With --template-path: mogenerator's --includeh, a file importing every class's .h (Objective-C templates).", valueName: "file"))
    var includeh: String?

    @Option(help: "Generate only the entities of this configuration.")
    var configuration: String?

    @Option(name: .customLong("base-class"), help: "Superclass of root classes instead of NSManagedObject.")
    var baseClass: String?

    @Flag(name: .customLong("include-xcode-generated"), help: "Also generate entities whose codeGenerationType is class or category.")
    var includeXcodeGenerated = false

    @Flag(name: .customLong("skip-xcode-generated"), help: "Leave out entities whose codeGenerationType is class or category (the mogenerator template set generates them by default, as mogenerator did).")
    var skipXcodeGenerated = false

    @Flag(help: "Write nothing; exit 1 and list the files that would change.")
    var check = false

    @Flag(name: .customLong("dry-run"), help: "Write nothing; list every output and what would happen to it.")
    var dryRun = false

    @Flag(help: "Remove machine files (recognised by their header) whose entity is gone. Never removes files created once.")
    var prune = false

    @Flag(help: "Generate even when the linter reports errors.")
    var force = false

    @Option(help: "The configuration file for the lint gate (default: .momgen.yml or momgen.yml found by walking up from the model).")
    var config: String?

    @Flag(name: .customLong("platform-guard"), help: "Wrap the generated code in #if canImport(CoreData), for packages that also build on Linux.")
    var platformGuard = false

    @Flag(name: .customLong("version-checksums"), help: "Also write <Model>ModelVersion.swift: every version of the bundle with its Core Data version checksum, for staged migration.")
    var versionChecksums = false

    @Option(name: .customLong("swiftdata-start-version"), help: ArgumentHelp("With --layout swiftdata: start the migration plan at this model version; older versions are left out (their stores must be migrated to it by Core Data before the app switches to SwiftData).", valueName: "version"))
    var swiftDataStartVersion: String?

    @Flag(name: .customLong("swiftdata-copy-every-class"), help: "With --layout swiftdata: every old schema holds its own copy of every class, as Apple's samples write them, instead of naming an earlier schema's class where neither it nor any class it reaches changed.")
    var swiftDataCopiesEveryClass = false

    @Option(name: .customLong("xcfilelist"), help: ArgumentHelp("Also write momgen-inputs.xcfilelist and momgen-outputs.xcfilelist into this folder, for an Xcode run-script phase.", valueName: "folder"))
    var xcfilelist: String?

    @Option(name: .customLong("freeze-as"), help: ArgumentHelp("With SwiftData code as MODEL: write NAME.swift into --output, the live @Model classes frozen as the VersionedSchema NAME (a new one, or a declared schema whose models are live classes), proven to keep their checksum (see docs/swiftdata-code.md).", valueName: "NAME"))
    var freezeAs: String?

    @Option(name: .customLong("freeze-version"), help: ArgumentHelp("With --freeze-as a new schema: its versionIdentifier (default: one major above the highest declared).", valueName: "x.y.z"))
    var freezeVersion: String?

    func run() throws {
        if let freezeAs {
            try runFreeze(freezeAs)
            return
        }
        if freezeVersion != nil {
            throw MomgenError.usage("--freeze-version is an option of --freeze-as")
        }
        if let templatePath {
            try runTemplatePath(templatePath)
            return
        }
        try rejectTemplatePathOptions()
        // --dry-run lists every output, so it always does the full run; when
        // the inputs cannot be read the full run reports why.
        let configPath = ConfigurationFile.path(explicit: config, near: modelOptions.model)
        // The stamp digests one MODEL; more sources always take the full run.
        let digest = dryRun || !modelOptions.moreSources.isEmpty ? nil : try? stampInputs(configPath: configPath).digest()
        if let digest, stampIsCurrent(digest) {
            return
        }
        let loaded = try modelOptions.loader.load(modelOptions.model, version: modelOptions.modelVersion)
        let job = GenerationJob(request: request)
        // The lint gate and rendering only read the model, so they run at
        // once; the gate's outcome counts first, as when they ran in turn.
        // Entities whose rendering inputs are unchanged since the last run
        // come back from the render cache instead of the templates.
        let (gate, rendering) = ParallelMap.both(
            { try lintGate(loaded, configuration: ConfigurationFile.read(configPath)) },
            { try job.outputs(for: loaded, memo: job.previousRenderCache()) })
        var report = try gate.get()
        let generated = try rendering.get()
        var outputs = generated.outputs
        // Every entity left out is said, with the option that includes it
        // (kept in the stamp's report, so an up-to-date run says it again).
        // (and, in the swiftdata layout, what the versions stage found).
        let skipped = XcodeReporter().report(try job.skippedEntityNotes(for: loaded) + generated.notes)
        if !skipped.isEmpty {
            printError(skipped)
            report += skipped
        }
        // A plan error (a released version whose stores no schema opens) is
        // breakage as sure as a lint error, and blocks alike.
        let planErrors = generated.notes.filter { $0.severity == .error }.count
        if planErrors > 0, !force {
            printError("error: momgen generate: the migration plan has \(planErrors) error\(planErrors == 1 ? "" : "s"); fix \(planErrors == 1 ? "it" : "them") or pass --force")
            throw ExitCode(ExitStatus.problemsFound)
        }
        if let xcfilelist {
            let lists = XcodeFileLists(sourceRoot: ProcessInfo.processInfo.environment["SRCROOT"])
            outputs += lists.files(folder: xcfilelist, inputs: ModelInputFiles.of(loaded.source) + (configPath.map { [$0] } ?? []), outputs: outputs)
        }
        let mode: OutputWriter.Mode = check || dryRun ? .plan : .write
        let inputs = ProtectedInputs(job.inputs(for: loaded) + (configPath.map { [$0] } ?? []))
        let results = try OutputWriter().write(outputs, mode: mode, prune: prune ? Pruner(header: SwiftEmitter.machineHeader) : nil,
                                               inputs: inputs)
        for result in results where dryRun || result.action.changesDisk {
            print(result.line)
        }
        if check, !dryRun, results.contains(where: { $0.action.changesDisk }) {
            throw ExitCode(ExitStatus.problemsFound)
        }
        if let digest, !check {
            try GenerationStamp(inputs: digest, report: report, outputs: outputs, folders: stampFolders)
                .write(in: request.folder(for: .machine))
            try generated.cache.write()
        }
    }

    /// The output folders by role, as the generation stamp names them.
    var stampFolders: [(String, String)] {
        [("machine", request.folder(for: .machine)), ("human", request.folder(for: .human))]
            + (xcfilelist.map { [("xcfilelist", $0)] } ?? [])
    }

    /// Everything the stamp's digest covers: the model, templates, the
    /// configuration file and every option that changes output or exit status.
    func stampInputs(configPath configFile: String?) throws -> GenerationInputs {
        var settings = ["force=\(force)", "prune=\(prune)", "config=\(configFile ?? "-")", "xcfilelist=\(xcfilelist ?? "-")"]
        if xcfilelist != nil {
            settings.append("SRCROOT=\(ProcessInfo.processInfo.environment["SRCROOT"] ?? "-")")
        }
        return GenerationInputs(model: modelOptions.model, modelVersion: modelOptions.modelVersion, request: request,
                                files: configFile.map { [$0] } ?? [], settings: settings)
    }

    /// Whether the stamp in the machine folder says a full run would change
    /// nothing: same inputs, every output on disk as written and, with
    /// --prune, nothing to prune. Then the recorded lint report is printed
    /// again (a build keeps showing the warnings) and the run is done.
    func stampIsCurrent(_ digest: UInt64) -> Bool {
        guard let stamp = GenerationStamp.read(in: request.folder(for: .machine)), stamp.inputs == digest,
              stamp.outputsAreCurrent(folders: stampFolders) else { return false }
        if prune {
            let pruner = Pruner(header: SwiftEmitter.machineHeader)
            for (role, folder) in stampFolders where stamp.entries.contains(where: { $0.folder == role && $0.policy == .regenerate }) {
                let current = Set(stamp.entries.filter { $0.folder == role }.map(\.path))
                if !pruner.staleFiles(in: folder, current: current).isEmpty { return false }
            }
        }
        if !stamp.report.isEmpty {
            printError(stamp.report)
        }
        return true
    }

    /// What to generate and where, from the options.
    var request: GenerateRequest {
        var request = GenerateRequest(output: output)
        request.machineFolder = machineDir
        request.humanFolder = humanDir
        request.layout = layout
        request.access = access
        request.templates = templates
        request.templateSet = templateSet
        request.configuration = configuration
        request.baseClass = baseClass
        request.includeXcodeGenerated = includeXcodeGenerated ? true : skipXcodeGenerated ? false : nil
        request.mogeneratorVersion = mogeneratorVersion
        request.platformGuard = platformGuard
        request.versionChecksums = versionChecksums
        request.requiredStyle = requiredStyle
        request.xcodeVersion = xcodeVersion
        request.deploymentTargets = deploymentTargets
        request.swiftDataStartVersion = swiftDataStartVersion
        request.swiftDataCopiesEveryClass = swiftDataCopiesEveryClass
        return request
    }

    /// Lints first and refuses a model with error-level findings unless
    /// `--force`: the findings go to standard error in Xcode's format, so a
    /// build phase shows them on the model.
    /// Returns the report it printed ("" when none), for the generation stamp.
    func lintGate(_ loaded: LoadedModel, configuration file: ConfigurationFile) throws -> String {
        let findings = (file.problems + LintGate(section: file.configuration.lint).findings(loaded)).sorted(by: Diagnostic.reportOrder)
        let report = LintGate.report(findings)
        if !report.isEmpty {
            printError(report)
        }
        if LintGate.blocks(findings, force: force) {
            let errors = findings.filter { $0.severity == .error }.count
            printError("error: momgen generate: the model has \(errors) lint error\(errors == 1 ? "" : "s"); fix \(errors == 1 ? "it" : "them") or pass --force")
            throw ExitCode(ExitStatus.problemsFound)
        }
        return report
    }
}

extension Layout: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
extension RequiredStyle: ExpressibleByArgument {}
extension TemplateSetName: ExpressibleByArgument {}

extension XcodeVersion: ExpressibleByArgument {
    public init?(argument: String) { self.init(text: argument) }
    public static var defaultCompletionKind: CompletionKind { .list(XcodeVersion.supported.map(String.init)) }
}

extension DeploymentTarget: ExpressibleByArgument {
    public init?(argument: String) { self.init(text: argument) }
}

extension MogeneratorVersion: ExpressibleByArgument {}
