// `momgen generate`: Swift classes for a model's entities, written only where
// they change. A thin shell: load → (lint gate) → SwiftEmitter → OutputWriter.
import ArgumentParser
import MomgenCore
import MomgenDiagnostics
import MomgenSwift
import MomgenWriter

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift NSManagedObject subclasses for a model.",
        discussion: """
        Layouts: mogenerator (default; _Book.swift regenerated, Book.swift created once), \
        xcode (Book+CoreDataProperties.swift regenerated, Book+CoreDataClass.swift created once), \
        single (one <Model>+CoreData.swift). Files are written only when their bytes change. \
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

    @Option(help: "File layout: mogenerator, xcode or single.")
    var layout: Layout = .mogenerator

    @Option(help: "Access level of generated declarations: internal, public or open.")
    var access: AccessLevel = .internal

    @Option(help: "A folder of Mustache templates replacing the defaults by name (see docs/templates.md).")
    var templates: String?

    @Option(help: "Generate only the entities of this configuration.")
    var configuration: String?

    @Option(name: .customLong("base-class"), help: "Superclass of root classes instead of NSManagedObject.")
    var baseClass: String?

    @Flag(name: .customLong("include-xcode-generated"), help: "Also generate entities whose codeGenerationType is class or category.")
    var includeXcodeGenerated = false

    @Flag(help: "Write nothing; exit 1 and list the files that would change.")
    var check = false

    @Flag(name: .customLong("dry-run"), help: "Write nothing; list every output and what would happen to it.")
    var dryRun = false

    @Flag(help: "Remove machine files (recognised by their header) whose entity is gone. Never removes files created once.")
    var prune = false

    @Flag(help: "Generate even when the linter reports errors.")
    var force = false

    func run() throws {
        let loaded = try ModelLoader().load(modelOptions.model, version: modelOptions.modelVersion)
        try lintGate(loaded)
        let options = GenerationOptions(
            modelName: ModelName.of(loaded.source), layout: layout, access: access,
            includeXcodeGenerated: includeXcodeGenerated, configuration: configuration, baseClass: baseClass)
        let templateSet = try templates.map(TemplateSet.loading(directory:)) ?? .defaults
        let files = try SwiftEmitter(options: options, templates: templateSet).emit(loaded.resolved)
        let outputs = files.map { file in
            OutputFile(folder: folder(for: file.role), path: file.path, contents: file.contents,
                       policy: file.role == .machine ? .regenerate : .createOnce)
        }
        let mode: OutputWriter.Mode = check || dryRun ? .plan : .write
        let results = try OutputWriter().write(outputs, mode: mode, prune: prune ? Pruner(header: SwiftEmitter.machineHeader) : nil)
        for result in results where dryRun || result.action.changesDisk {
            print(result.line)
        }
        if check, !dryRun, results.contains(where: { $0.action.changesDisk }) {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }

    /// LINT HOOK: generation must refuse a model with error-level lint
    /// findings unless `--force`. The lead wires MomgenLint in here (run the
    /// linter on `loaded`, print its findings, and throw
    /// `ExitCode(ExitStatus.problemsFound)` when any is an error and `force`
    /// is false). Until then nothing is checked.
    func lintGate(_ loaded: LoadedModel) throws {
        _ = force
    }

    /// Where files of a role go.
    func folder(for role: GeneratedFile.Role) -> String {
        let folder = (role == .machine ? machineDir : humanDir) ?? output
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}

extension Layout: ExpressibleByArgument {}
extension AccessLevel: ExpressibleByArgument {}
