// `momgen mogenerator`: mogenerator's own command line, so that a team's
// Run Script changes by one word. The team's `.motemplate` files run on
// momgen's MiscMerge engine over mogenerator's template keys; machine files
// are rewritten when their bytes change, human files are created once and
// never overwritten, all through momgen's writer (atomically, inside the
// named folders). Every file is rendered before any is written, so a
// template error writes nothing.
import ArgumentParser
import Foundation
import MomgenCore
import MomgenDiagnostics
import MomgenLint
import MomgenMiscMerge
import MomgenWriter

struct MogeneratorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mogenerator",
        abstract: "Run a project's own mogenerator templates, with mogenerator's command line.",
        discussion: """
        Takes mogenerator 1.28–1.32's options: --model/-m, --configuration/-C, --base-class, \
        --base-class-import, --base-class-force, --includem, --includeh, --template-path, \
        --template-group, --template-var KEY=VALUE, --machine-dir/-M, --human-dir/-H, \
        --output-dir/-O, --swift/-S, --v2, --orphaned, --list-source-files, --version, \
        with --opt=value spellings and unique abbreviations (--swif). momgen adds --mogenerator-version 1.21…1.32, \
        the release whose template-key results to reproduce (by default the one whose output the machine \
        folder's committed files are, else 1.32), --stock-templates DIR (mogenerator's stock templates of each \
        release, DIR/<release>/templates, for projects that ran the built-in ones), and --force, to run even when a model \
        name is not an identifier (the templates would write it as code). mogenerator's built-in templates \
        are not shipped: name the template folder, or use 'momgen generate --template-set mogenerator'.
        """
    )

    @Argument(parsing: .captureForPassthrough, help: "mogenerator's options.")
    var arguments: [String] = []

    func run() throws {
        var options = try MogeneratorOptions.parse(arguments)
        if options.version {
            print("mogenerator \(options.release.rawValue) (momgen \(MomgenVersion.current))")
            return
        }
        if options.help {
            print(Self.helpMessage())
            return
        }
        guard let model = options.model else { throw MomgenError.usage("mogenerator: --model is required") }
        guard options.templatePath != nil || options.templateGroup != nil || options.stockTemplates != nil else {
            throw MomgenError.usage("""
            mogenerator: --template-path or --template-group is required (momgen does not ship mogenerator's \
            built-in templates; 'momgen generate --template-set mogenerator' writes what they write)
            """)
        }
        let home = ProcessInfo.processInfo.environment["HOME"]
        guard var paths = MogeneratorPaths.resolve(options, home: home) else {
            throw MomgenError.usage("mogenerator: no template group '\(options.templateGroup ?? "")' in Application Support/mogenerator")
        }
        if options.templatePath != nil || options.templateGroup != nil { try Self.checkFolder(paths.templates) }
        let loaded = try ModelLoader().load(model)
        try Self.identifierGate(loaded, force: options.force)
        // Refused before the release is looked for: a refusal is one line.
        if let problem = options.settings.insertedTextProblem { throw MomgenError.usage(problem) }
        if !options.releaseIsGiven, !options.listSourceFiles, !options.orphaned {
            options.release = try Self.committedRelease(options, paths: paths, home: home, loaded: loaded)
            paths = MogeneratorPaths.resolve(options, home: home) ?? paths
        }
        let files = try Self.render(options, paths: paths, loaded: loaded)
        if options.listSourceFiles {
            for file in files where file.entityName != nil {
                print(TerminalText.escaped(((file.isHuman ? paths.human : paths.machine) as NSString).appendingPathComponent(file.name)))
            }
            return
        }
        if options.orphaned {
            for orphan in Self.orphans(files, paths: paths) { print(TerminalText.escaped(orphan)) }
            return
        }
        // The same files, and the same ownership checks, as momgen.yml's `template-path`.
        let outputs = MogeneratorTemplatesJob.outputFiles(files, machineFolder: paths.machine, humanFolder: paths.human)
        let results = try OutputWriter().write(outputs, mode: .write)
        let changed = Set(results.filter { $0.action.changesDisk }.map(\.path))
        for result in results where result.action.changesDisk { print(result.line) }
        let machine = zip(files, outputs).filter { !$0.0.isHuman && $0.0.entityName != nil && changed.contains($0.1.displayPath) }.count
        let human = zip(files, outputs).filter { $0.0.isHuman && changed.contains($0.1.displayPath) }.count
        print("\(machine) machine files and \(human) human files generated.")
    }

    /// The files of one run, after checking the template folder exists.
    static func render(_ options: MogeneratorOptions, paths: MogeneratorPaths, loaded: LoadedModel) throws -> [MogeneratorFile] {
        try checkFolder(paths.templates)
        let run = MogeneratorRun(settings: options.settings, templateVariables: options.templateVariables.map { ($0.key, $0.value) },
                                 configuration: options.configuration,
                                 templates: TemplateFolder(url: URL(fileURLWithPath: paths.templates)),
                                 includeM: options.includeM, includeH: options.includeH)
        return try run.render(loaded.resolved)
    }

    /// Fails unless `templates` is a folder.
    static func checkFolder(_ templates: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder), isFolder.boolValue else {
            throw MomgenError.usage("mogenerator: the template folder '\(templates)' does not exist")
        }
    }

    /// The release whose output the machine folder's committed files are
    /// (one line on stderr says which and why); the newest when the folder
    /// holds none. `--mogenerator-version` skips this.
    static func committedRelease(_ options: MogeneratorOptions, paths: MogeneratorPaths, home: String?,
                                 loaded: LoadedModel) throws -> MogeneratorRelease {
        let committed = MogeneratorCommittedFiles.read(machineFolder: paths.machine)
        let detection = MogeneratorReleaseDetector.detect(committed: committed, swift: options.swift) { release in
            var candidate = options
            candidate.release = release
            guard let candidatePaths = MogeneratorPaths.resolve(candidate, home: home) else { return [] }
            return try render(candidate, paths: candidatePaths, loaded: loaded)
        }
        guard let detection, detection.identical > 0 else {
            let why = committed.isEmpty ? "no committed machine files in \(paths.machine)" : "no release reproduces a committed machine file"
            printError("note: momgen mogenerator: using mogenerator \(MogeneratorRelease.latest.rawValue) (\(TerminalText.escaped(why)); --mogenerator-version chooses)")
            return .latest
        }
        printError("note: momgen mogenerator: \(TerminalText.escaped(detection.summary)) (--mogenerator-version overrides)")
        return detection.release
    }

    /// What `momgen mogenerator` promises of the model: no name that is not
    /// an identifier (lint's `invalid-identifier`), since a template prints
    /// names where code goes (`@NSManaged open var <$Attribute.name$>`) and
    /// such a name would become code. Only that rule: mogenerator never
    /// linted, and a project's Run Script keeps working on models with other
    /// findings (`momgen lint` reports them). `--force` runs anyway.
    static func identifierGate(_ loaded: LoadedModel, force: Bool) throws {
        let unsafe = LintGate().findings(loaded).filter { $0.ruleID == "invalid-identifier" && $0.severity == .error }
        guard !unsafe.isEmpty, !force else { return }
        printError(XcodeReporter().report(unsafe))
        printError("error: momgen mogenerator: \(unsafe.count) name\(unsafe.count == 1 ? " is" : "s are") not an identifier, which the templates would write as code; rename \(unsafe.count == 1 ? "it" : "them") or pass --force")
        throw ExitCode(ExitStatus.problemsFound)
    }

    /// Files in the output folders named like generated files (`_X.ext`,
    /// `X.ext` with mogenerator's extensions) whose class this run does not
    /// generate.
    static func orphans(_ files: [MogeneratorFile], paths: MogeneratorPaths) -> [String] {
        let current = Set(files.map(\.name))
        let classes = Set(files.compactMap { $0.entityName == nil ? nil : ($0.name as NSString).deletingPathExtension.drop { $0 == "_" } })
        var result: [String] = []
        for folder in Set([paths.machine, paths.human]).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in names.sorted() where ["h", "m", "mm", "swift"].contains((name as NSString).pathExtension) {
                let base = String((name as NSString).deletingPathExtension.drop { $0 == "_" })
                if !current.contains(name), !classes.contains(Substring(base)), base.hasSuffix("MO") {
                    result.append((folder as NSString).appendingPathComponent(name))
                }
            }
        }
        return result
    }
}
