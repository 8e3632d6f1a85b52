// `momgen build` (what `momgen` with no arguments runs): every model a
// momgen.yml lists, linted, then generated, with its DDL and Xcode file lists
// when asked. Paths in the file are relative to the file's folder.
import MomgenConfig
import MomgenDDL
import MomgenDiagnostics
import MomgenSwift
import MomgenWriter

/// One model's work in a build: its findings and the files it produces.
public struct BuildStep: Sendable {
    public let model: String
    public let findings: [Diagnostic]
    /// The files to write; empty when the model only lints or was blocked.
    public let outputs: [OutputFile]
    /// Whether error-level findings stopped generation.
    public let blocked: Bool
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
        let loaded = try ModelLoader().load(modelPath, version: entry.version)
        let findings = LintGate(section: configuration.lint).findings(loaded)
        if LintGate.blocks(findings, force: force) {
            return BuildStep(model: modelPath, findings: findings, outputs: [], blocked: true)
        }
        var outputs: [OutputFile] = []
        if let output = entry.output {
            outputs += try GenerationJob(request: request(for: entry, output: resolve(output))).outputs(for: loaded)
        }
        if let ddl = entry.ddl {
            let path = resolve(ddl)
            let schema = SchemaBuilder(layout: CoreDataLayout(indexNaming: .modern)).build(loaded.resolved)
            outputs.append(OutputFile(folder: Self.folder(of: path), path: String(path.dropFirst(Self.folder(of: path).count + 1)),
                                      contents: SQLRenderer(annotate: false, includeRows: false).render(schema), policy: .regenerate))
        }
        if let lists = entry.xcfilelist {
            outputs += XcodeFileLists(sourceRoot: sourceRoot).files(
                folder: resolve(lists), inputs: ModelInputFiles.of(loaded.source) + [configFile], outputs: outputs)
        }
        return BuildStep(model: modelPath, findings: findings, outputs: outputs, blocked: false)
    }

    private func request(for entry: ModelEntry, output: String) -> GenerateRequest {
        var request = GenerateRequest(output: output)
        request.machineFolder = entry.machineDir.map(resolve)
        request.humanFolder = entry.humanDir.map(resolve)
        request.layout = entry.layout.flatMap(Layout.init(rawValue:)) ?? .mogenerator
        request.access = entry.access.flatMap(AccessLevel.init(rawValue:)) ?? .internal
        request.templates = entry.templates.map(resolve)
        request.baseClass = entry.baseClass
        request.configuration = entry.configuration
        request.platformGuard = entry.platformGuard ?? false
        return request
    }

    /// A path from the configuration file, made relative to its folder.
    public func resolve(_ path: String) -> String {
        path.hasPrefix("/") || base == "." ? path : "\(base)/\(path)"
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
