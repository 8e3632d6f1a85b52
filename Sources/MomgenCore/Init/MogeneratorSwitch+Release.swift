// The release a switched project's committed machine files came from, and
// the templates that give them back: `momgen init` renders the model with
// the templates the build will run (the project's own folder, or
// mogenerator's stock templates of each release from `--stock-templates`)
// at each candidate release, with the settings the entry will carry, and
// compares with the machine files in the folder momgen.yml names
// (MogeneratorReleaseDetector, as `momgen mogenerator` does). The entry
// then carries that release, and the plan says which and why.
import Foundation
import MomgenConfig
import MomgenMiscMerge
import MomgenModel
import MomgenProject

/// Where each candidate release's templates are.
///
/// For example, `.stock("/src/mogenerator-stock")` gives
/// `/src/mogenerator-stock/1.31/templates` for 1.31; `.own("motemplates")`
/// gives `motemplates` whatever the release.
enum MogeneratorTemplateSource: Equatable {
    /// The project's own folder, relative to the root.
    case own(String)
    /// A folder of mogenerator's stock templates per release (absolute).
    case stock(String)

    /// The folder for `release`, as the build will be given it (the own
    /// folder relative to the root, a stock one absolute).
    func folder(for release: MogeneratorRelease) -> String {
        switch self {
        case .own(let folder): return folder
        case .stock(let root): return MogeneratorPaths.stockFolder(root, release: release)
        }
    }
}

/// What a run of the entry's templates depends on besides the release.
struct MogeneratorSwitchRender {
    var swift: Bool
    var baseClass: String?
    var baseClassImport: String?
    var baseClassForce: String?
    var configuration: String?
    /// `--template-var` pairs as written (`arc=true`).
    var templateVars: [String]
    /// `--v2`: 1.28 and 1.29 set `arc`, `literals` and `modules`.
    var v2: Bool

    init(invocation: MogeneratorInvocation?, objectiveC: Bool) {
        swift = invocation?.swift ?? !objectiveC
        baseClass = invocation?.baseClass
        baseClassImport = invocation?.baseClassImport
        baseClassForce = invocation?.baseClassForce
        configuration = invocation?.configuration
        templateVars = invocation?.templateVars ?? []
        v2 = invocation?.v2 ?? false
    }

    /// The `template-vars` the entry carries for `release`: the command
    /// line's, with what `--v2` set in 1.28 and 1.29 (momgen.yml has no
    /// `--v2`; the build runs the variables it stood for).
    func templateVars(for release: MogeneratorRelease) -> [String] {
        guard v2, release.v2SetsTemplateVariables else { return templateVars }
        let v2Keys = ["arc", "literals", "modules"]
        return templateVars.filter { pair in !v2Keys.contains(String(pair.prefix { $0 != "=" })) } + v2Keys.map { $0 + "=true" }
    }

    /// The files the build would write at `release` from `templates` (an
    /// absolute folder).
    func files(_ model: ResolvedModel, release: MogeneratorRelease, templates: String) throws -> [MogeneratorFile] {
        let settings = MogeneratorSettings(swift: swift, baseClass: baseClass, baseClassImport: baseClassImport,
                                           baseClassForce: baseClassForce, release: release)
        let variables = templateVars(for: release).map { pair -> (String, String) in
            let equals = pair.firstIndex(of: "=") ?? pair.endIndex
            return (String(pair[..<equals]), equals == pair.endIndex ? "" : String(pair[pair.index(after: equals)...]))
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        let run = MogeneratorRun(settings: settings, templateVariables: variables, configuration: configuration,
                                 templates: TemplateFolder(url: URL(fileURLWithPath: templates)))
        return try run.render(model)
    }
}

extension MogeneratorSwitch {
    /// The release whose output the committed machine files in `machine`
    /// (relative to the root) are, rendered from `source`; nil when the
    /// folder holds no machine file.
    static func detectRelease(_ model: ResolvedModel, source: MogeneratorTemplateSource, render: MogeneratorSwitchRender,
                              machine: String, root: String) -> MogeneratorReleaseDetection? {
        let committed = MogeneratorCommittedFiles.read(machineFolder: root + "/" + machine)
        return MogeneratorReleaseDetector.detect(committed: committed, swift: render.swift) { release in
            let folder = source.folder(for: release)
            return try render.files(model, release: release, templates: folder.hasPrefix("/") ? folder : root + "/" + folder)
        }
    }

    /// What the files alone say of their release when no templates are at
    /// hand to render them: the candidates' range and why, for the note.
    static func releaseHint(machine: String, root: String, swift: Bool) -> String? {
        let committed = MogeneratorCommittedFiles.read(machineFolder: root + "/" + machine)
        guard !committed.isEmpty else { return nil }
        let (releases, why) = MogeneratorReleaseDetector.candidates(committed: committed, swift: swift)
        guard let why, let first = releases.first, let last = releases.last else { return nil }
        return "the files narrow it to \(first.rawValue)–\(last.rawValue) (\(why))"
    }

    /// `path` as momgen.yml beside `root` should name it: relative when it
    /// is inside the project, else absolute.
    static func configPath(_ path: String, root: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let base = URL(fileURLWithPath: root).standardizedFileURL.path
        return absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : absolute
    }
}
