// The digest of everything that decides what `generate` produces and prints:
// the model's files, the templates, the lint configuration file and every
// option. The generation stamp stores it; a run whose digest differs
// regenerates. Cheap: it reads the files but parses nothing.
import MomgenReader
import MomgenSwift
import MomgenWriter

/// Hashes a generate run's inputs.
public struct GenerationInputs: Sendable {
    /// The model as given (bundle, model folder or contents file).
    public var model: String
    public var modelVersion: String?
    public var request: GenerateRequest
    /// Files besides the model and templates whose bytes matter (the
    /// configuration file of the lint gate), by path.
    public var files: [String]
    /// Other settings that change the output or the exit status (`--force`,
    /// `--prune`, `--xcfilelist`, `$SRCROOT`), as `name=value` strings.
    public var settings: [String]

    public init(model: String, modelVersion: String?, request: GenerateRequest, files: [String], settings: [String]) {
        self.model = model
        self.modelVersion = modelVersion
        self.request = request
        self.files = files
        self.settings = settings
    }

    /// The digest. Throws what locating the model or loading the templates throws.
    public func digest() throws -> UInt64 {
        var hash = StableHash()
        hash.add(GenerationStamp.format)
        hash.add("model=\(model)")
        hash.add("version=\(modelVersion ?? "-")")
        let source = try ModelLocator().locate(model, version: modelVersion)
        for file in ModelInputFiles.of(source) + files {
            hash.add(file)
            add(file, to: &hash)
        }
        let templates = try request.templateTexts()
        for (name, text) in templates.texts.sorted(by: { $0.key < $1.key }) {
            hash.add(name)
            hash.add(text)
        }
        for setting in requestSettings + settings {
            hash.add(setting)
        }
        return hash.value
    }

    /// Every field of the request.
    var requestSettings: [String] {
        [
            "output=\(request.output)", "machineFolder=\(request.machineFolder ?? "-")",
            "humanFolder=\(request.humanFolder ?? "-")", "layout=\(request.layout.rawValue)",
            "access=\(request.effectiveAccess.rawValue)", "templates=\(request.templates ?? "-")",
            "configuration=\(request.configuration ?? "-")", "baseClass=\(request.baseClass ?? "-")",
            "includeXcodeGenerated=\(request.effectiveIncludeXcodeGenerated)", "platformGuard=\(request.platformGuard)",
            "versionChecksums=\(request.versionChecksums)",
            "planOnly=\(request.planOnly)", "prune=\(request.prune)",
            "requiredStyle=\(request.effectiveRequiredStyle.rawValue)", "templateSet=\(request.templateSet.rawValue)",
            "xcodeVersion=\(request.xcodeVersion.map(String.init(describing:)) ?? "-")",
            "deploymentTargets=\(request.deploymentTargets.map(\.description).joined(separator: ","))",
            "swiftDataStartVersion=\(request.swiftDataStartVersion ?? "-")",
            "swiftDataCopiesEveryClass=\(request.swiftDataCopiesEveryClass)",
            "mogeneratorVersion=\(request.mogeneratorVersion.rawValue)",
        ]
    }

    private func add(_ path: String, to hash: inout StableHash) {
        switch AtomicFile().existing(path) {
        case let .file(bytes): hash.add(bytes); hash.add("file")
        case .missing: hash.add("missing")
        case .notAFile: hash.add("not a file")
        }
    }
}
