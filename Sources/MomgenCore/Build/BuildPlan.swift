// `momgen build` (what `momgen` with no arguments runs): every model a
// momgen.yml lists, linted, then generated, with its DDL and Xcode file lists
// when asked. Paths in the file are relative to the file's folder.
import MomgenCloudKit
import MomgenConfig
import MomgenDDL
import MomgenDiagnostics
import MomgenLint
import MomgenMiscMerge
import MomgenModel
import MomgenParallel
import MomgenProject
import MomgenSwift
import MomgenWriter

/// One model's work in a build: what to print and the files it produces.
public struct BuildStep: Sendable {
    public let model: String
    /// The warnings and errors to show, in Xcode's format ("" when none).
    public let report: String
    /// The files to write; empty when the model only lints, was blocked, or
    /// its generation stamp says nothing changed.
    public let outputs: [OutputFile]
    /// Whether error-level findings stopped generation.
    public let blocked: Bool
    /// The stamp to write once the outputs are on disk, and its folder.
    public let stamp: (GenerationStamp, folder: String)?
    /// The render cache to write beside the stamp (see `RenderCache`).
    public var renderCache: RenderCache?
    /// The files the step reads (model, templates, the configuration);
    /// no output of the build may replace one.
    public var inputs: [String] = []
}

/// An entry's generated files, before anything is written.
private struct RenderedEntry {
    var outputs: [OutputFile]
    var cache: RenderCache?
    var inputs: [String]
    var notes: [Diagnostic]
}

/// Turns a configuration's model entries into build steps.
public struct BuildPlan: Sendable {
    public let configuration: MomgenConfiguration
    /// The folder holding the configuration file; relative paths start here.
    public let base: String
    public let force: Bool
    /// `$SRCROOT`, for the Xcode file lists.
    public let sourceRoot: String?
    /// The configuration file itself, an input of every step.
    public let configFile: String

    public init(configuration: MomgenConfiguration, configFile: String, force: Bool, sourceRoot: String?) {
        self.configuration = configuration
        self.configFile = configFile
        self.base = Self.folder(of: configFile)
        self.force = force
        self.sourceRoot = sourceRoot
    }

    /// The step for one entry. Throws `MomgenError` when the model cannot be read.
    public func step(for entry: ModelEntry) throws -> BuildStep {
        let modelPath = resolve(entry.path)
        let request = entry.output.map { self.request(for: entry, output: resolve($0)) }
        if let output = entry.output, request?.stateFolder != nil {
            let state = Self.stateFolder(forOutput: entry.machineDir ?? output)
            if let why = StateFolderGuard.problem(with: state, in: base) {
                throw MomgenError.output(path: resolve(state), "refusing to use the state folder (stamp and render cache): \(why)")
            }
        }
        let folders = request.map { stampFolders(for: entry, request: $0) } ?? []
        // An unchanged model whose outputs are all still on disk as written
        // costs a digest of its files: nothing is parsed, linted or rendered.
        let digest = request.flatMap { try? stampInputs(for: entry, model: modelPath, request: $0).digest() }
        if let request, let digest, let stamp = GenerationStamp.read(in: request.stateLocation),
           stamp.inputs == digest, stamp.outputsAreCurrent(folders: folders) {
            return BuildStep(model: modelPath, report: stamp.report, outputs: [], blocked: false, stamp: nil, inputs: [configFile])
        }

        let loaded = try ModelLoader().load(modelPath, version: entry.version)
        var inputs = ModelInputFiles.of(loaded.source) + [configFile]
        let lock = VersionLockFindings.lockPath(model: modelPath, explicit: entry.lock.map(resolve))
        // The lint gate and rendering only read the model, so they run at
        // once; the gate's outcome counts first, as when they ran in turn.
        let (gate, rendering) = ParallelMap.both({
            LintGate(section: configuration.lint).findings(loaded)
                + (try VersionLockFindings.diagnostics(model: modelPath, lockPath: lock, linter: Linter(configuration: configuration.lint)))
        }, {
            try request.map { request in try rendered(entry, request: request, loaded: loaded) }
        })
        var findings = try gate.get()
        if let lock { inputs.append(lock) }
        if let production = entry.cloudKitProduction.map(resolve) {
            findings += try Self.cloudKitFindings(entry, loaded: loaded, production: production)
            inputs.append(production)
        }
        var report = LintGate.report(findings.sorted(by: Diagnostic.reportOrder))
        if LintGate.blocks(findings, force: force) {
            return BuildStep(model: modelPath, report: report, outputs: [], blocked: true, stamp: nil, inputs: inputs)
        }
        var outputs: [OutputFile] = []
        var renderCache: RenderCache?
        if let rendered = try rendering.get() {
            outputs += rendered.outputs
            renderCache = rendered.cache
            inputs += rendered.inputs
            report += XcodeReporter().report(rendered.notes)
        }
        if let ddl = entry.ddl {
            let path = resolve(ddl)
            let schema = SchemaBuilder(layout: CoreDataLayout(indexNaming: .modern)).build(loaded.resolved)
            var file = OutputFile(folder: Self.folder(of: path), path: String(path.dropFirst(Self.folder(of: path).count + 1)),
                                  contents: SQLRenderer(annotate: false, includeRows: false).render(schema), policy: .regenerate)
            // The plain schema has no header line (it equals `momgen ddl`'s
            // text): a file that is anything but its statements was not momgen's.
            file.ownShape = .plainSchema
            outputs.append(file)
        }
        if let diagram = entry.diagram {
            outputs.append(try diagramFile(resolve(diagram), for: loaded))
        }
        if let lists = entry.xcfilelist {
            outputs += XcodeFileLists(sourceRoot: sourceRoot).files(
                folder: resolve(lists), inputs: ModelInputFiles.of(loaded.source) + [configFile], outputs: outputs)
        }
        var stamp: (GenerationStamp, folder: String)?
        if let request, let digest {
            stamp = (GenerationStamp(inputs: digest, report: report, outputs: outputs, folders: folders), request.stateLocation)
        }
        var step = BuildStep(model: modelPath, report: report, outputs: outputs, blocked: false, stamp: stamp, inputs: inputs)
        step.renderCache = renderCache
        return step
    }

    /// The `cloudkit-production` check as build findings. A field production
    /// lacks breaks sync only once the build ships, and is added to
    /// Development while the app is built, so the build warns where
    /// `momgen cloudkit --compare` (the release check in CI) fails.
    static func cloudKitFindings(_ entry: ModelEntry, loaded: LoadedModel, production: String) throws -> [Diagnostic] {
        let options = CloudKitSchemaOptions(mode: entry.cloudKitMode == CloudKitMode.initialize.rawValue ? .initialize : .justInTime,
                                            sharing: entry.cloudKitSharing ?? false)
        return try CloudKitProductionCheck(options: options).run(loaded.resolved, productionPath: production).map { finding in
            var finding = finding
            if finding.severity == .error { finding.severity = .warning }
            return finding
        }
    }

    /// An entry's generated files, the files they were made from and the
    /// notes to show: from the team's `.motemplate` files with
    /// `template-path`, else from momgen's templates.
    private func rendered(_ entry: ModelEntry, request: GenerateRequest, loaded: LoadedModel) throws -> RenderedEntry {
        if let job = mogeneratorTemplatesJob(for: entry, request: request) {
            return RenderedEntry(outputs: try job.outputs(for: loaded), cache: nil, inputs: job.inputs(), notes: [])
        }
        let job = GenerationJob(request: request)
        let generated = try job.outputs(for: loaded, memo: job.previousRenderCache())
        // Every entity left out is said, with what includes it.
        return RenderedEntry(outputs: generated.outputs, cache: generated.cache, inputs: job.inputs(for: loaded),
                             notes: try job.skippedEntityNotes(for: loaded) + generated.notes)
    }

    /// The run of the entry's `template-path` folder, if it has one.
    func mogeneratorTemplatesJob(for entry: ModelEntry, request: GenerateRequest) -> MogeneratorTemplatesJob? {
        guard let templates = entry.mogeneratorTemplates else { return nil }
        let release = entry.mogeneratorVersion.flatMap(MogeneratorRelease.init(version:)) ?? .v1_32
        let settings = MogeneratorSettings(swift: entry.mogeneratorLanguage != "objc", baseClass: entry.baseClass,
                                           baseClassImport: entry.baseClassImport, baseClassForce: entry.baseClassForce, release: release)
        return MogeneratorTemplatesJob(templates: resolve(templates), machineFolder: request.folder(for: .machine),
                                       humanFolder: request.folder(for: .human), settings: settings,
                                       templateVariables: entry.templateVars, configuration: entry.configuration,
                                       location: SourceLocation(file: configFile, line: entry.line, column: entry.line > 0 ? 1 : 0),
                                       includeM: entry.includeM.map(resolve), includeH: entry.includeH.map(resolve))
    }

    /// The diagram the `diagram:` key asks for, in the format its file name
    /// ends with. Graphviz missing for an `.svg` is an output error naming the file.
    private func diagramFile(_ path: String, for loaded: LoadedModel) throws -> OutputFile {
        let folder = Self.folder(of: path)
        guard let format = DiagramFormat(fileName: path) else {
            throw MomgenError.output(path: path, "a diagram file must end in " + DiagramFormat.fileEndings.joined(separator: ", "))
        }
        let text: String
        do {
            text = try DiagramJob(format: format).render(loaded).text
        } catch let failure as Graphviz.Failure {
            throw MomgenError.output(path: path, String(failure.description.dropFirst("error: ".count)))
        }
        // Every format carries momgen's header line near the top (Markdown
        // after its fence, SVG after its XML declaration): the file is
        // replaced only when it starts with the same lines, header included.
        return OutputFile(folder: folder, path: String(path.dropFirst(folder.count + 1)), contents: text, policy: .regenerate,
                          header: Self.leadingLines(of: text, through: "Generated by momgen diagram from the "))
    }

    /// The lines of `text` up to and including the first (of its first
    /// three) holding `marker`, without the last line break: momgen's own
    /// full header, which an existing file must start with to be replaced.
    static func leadingLines(of text: String, through marker: String) -> String {
        var end = text.startIndex
        for _ in 0..<3 {
            let lineEnd = text[end...].firstIndex(of: "\n") ?? text.endIndex
            if text[end..<lineEnd].contains(marker) { return String(text[..<lineEnd]) }
            guard lineEnd < text.endIndex else { break }
            end = text.index(after: lineEnd)
        }
        return String(text.prefix { $0 != "\n" })
    }

    /// A path from the configuration file, made relative to its folder.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") || base == "." ? path : "\(base)/\(path)"
    }

    /// `.momgen/<output>` beside momgen.yml for an entry writing to
    /// `output` (as momgen.yml writes it, or resolved): its path's
    /// components joined by `+`, e.g. `.momgen/App+Model`.
    static func stateFolder(forOutput output: String) -> String {
        let parts = output.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return ".momgen/" + (parts.isEmpty ? "root" : parts.joined(separator: "+"))
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
