// The `models:` section of `momgen.yml`: what a build step does, so that an
// Xcode run-script phase is the one line `momgen`.
//
//     models:
//       - path: App/Model.xcdatamodeld
//         output: App/Generated
//         layout: mogenerator            # mogenerator | xcode | single | swiftdata
//         access: public                 # internal | public | open
//         version: Model 2               # default: the bundle's current version
//         machine-dir: App/Generated/Machine
//         human-dir: App/Model
//         templates: Templates/Custom
//         base-class: AppManagedObject
//         configuration: Cloud
//         platform-guard: true           # wrap in #if canImport(CoreData)
//         version-checksums: true        # also <Model>ModelVersion.swift (staged migration)
//         lock: Model.momgen-lock.json   # released versions (default: beside the bundle)
//         required-style: optional       # non-optional | implicitly-unwrapped | optional
//         ddl: Docs/Model.sql            # also write the SQLite DDL here
//         cloudkit-production: CloudKit/production.ckdb  # check the model against this exported production schema
//         cloudkit-mode: just-in-time    # with cloudkit-production: just-in-time | initialize
//         cloudkit-sharing: true         # with cloudkit-production: the app shares records
//         diagram: Docs/Model.md         # and a diagram (.mmd, .md, .dot/.gv or .svg)
//         xcfilelist: BuildSupport       # write momgen-inputs/outputs.xcfilelist here
//         mogenerator-version: "1.31"    # with template-set mogenerator: 1.31 | 1.32
//         template-path: ModelTemplates  # the team's own .motemplate files, run as mogenerator runs them
//                                        # (mogenerator's --template-path; `mogenerator-templates` is the older spelling)
//         template-vars: [arc=true]      # with template-path: mogenerator's --template-var
//         mogenerator-language: swift    # with template-path: swift (--swift) | objc
//         base-class-import: Base        # with template-path: mogenerator's --base-class-import
//         base-class-force: Base         # with template-path: mogenerator's --base-class-force
//         includem: Model/Include.m      # with template-path: mogenerator's --includem (a file importing every class)
//         includeh: Model/Include.h      # with template-path: mogenerator's --includeh
//         version-order: [Model, Model 2, Model 10]   # the order the versions shipped in, oldest first
//                                        # (default: the git history, the version identifiers, the names)
//
// Paths are relative to the folder holding the configuration file.

/// One model a build step processes, with its generation settings.
public struct ModelEntry: Hashable, Sendable {
    public var path: String
    public var version: String?
    /// Where generated files go; nil means "lint only".
    public var output: String?
    public var machineDir: String?
    public var humanDir: String?
    public var layout: String?
    public var access: String?
    public var templates: String?
    /// `template-set`: the shipped templates to start from (`momgen`, `mogenerator`).
    public var templateSet: String?
    public var baseClass: String?
    public var configuration: String?
    public var platformGuard: Bool?
    /// `version-checksums`: also generate the versions' checksums type.
    public var versionChecksums: Bool?
    /// `lock`: the version lock file (default: `Model.momgen-lock.json` beside the bundle).
    public var lock: String?
    public var ddl: String?
    /// `cloudkit-production`: an exported production CloudKit schema (`.ckdb`) the build checks the model against.
    public var cloudKitProduction: String?
    /// `cloudkit-mode`: how the schema is created (`just-in-time`, `initialize`).
    public var cloudKitMode: String?
    /// `cloudkit-sharing`: the app shares records (adds `CD_moveReceipt`, `"cloudkit.share"`).
    public var cloudKitSharing: Bool?
    /// Where to keep a diagram of the model; its ending picks the format.
    public var diagram: String?
    public var xcfilelist: String?
    /// How required object values are typed: `non-optional`, `implicitly-unwrapped` or `optional`.
    public var requiredStyle: String?
    /// `xcode-version`: the Xcode whose files the xcode layout reproduces (`8`…`16`, `26`).
    public var xcodeVersion: String?
    /// `deployment-target`: `ios:12.0`, or a list of such (one per platform).
    public var deploymentTargets: [String] = []
    /// `mogenerator-version`: the mogenerator release the mogenerator set reproduces (`1.31`, `1.32`).
    public var mogeneratorVersion: String?
    /// `template-path` (mogenerator's option name; `mogenerator-templates`
    /// is the older spelling of the same key): a folder of the team's own
    /// `.motemplate` files, run on momgen's MiscMerge engine as `momgen
    /// mogenerator --template-path` runs them (instead of the Mustache templates).
    public var mogeneratorTemplates: String?
    /// `base-class-import`, `base-class-force`: mogenerator's options of
    /// the same names, for the templates' `baseClassImport`/`baseClassForce` keys.
    public var baseClassImport: String?
    public var baseClassForce: String?
    /// `includem`, `includeh`: the files mogenerator's `--includem` and
    /// `--includeh` write (one `#import`/`#include` of every class).
    public var includeM: String?
    public var includeH: String?
    /// `template-vars`: mogenerator's `--template-var` values, `KEY=VALUE` each.
    public var templateVars: [String] = []
    /// `mogenerator-language`: `swift` (mogenerator's `--swift`, the
    /// default) or `objc` (the four `.h`/`.m` templates).
    public var mogeneratorLanguage: String?
    /// `version-order`: the bundle's version names in the order they
    /// shipped, oldest first; the strongest evidence of the order
    /// (MomgenVersions' `VersionOrder`), for names that do not tell it.
    public var versionOrder: [String] = []
    /// The line of `version-order`, for notes that cite it.
    public var versionOrderLine: Int = 0
    /// `swiftdata-start-version` (layout swiftdata): the model version the
    /// migration plan starts at; older versions are not in the plan, their
    /// stores migrated by Core Data before the switch (docs/swiftdata.md).
    public var swiftDataStartVersion: String?
    /// `swiftdata-copy-every-class` (layout swiftdata): every old schema
    /// holds its own copy of every class, none named from an earlier one.
    public var swiftDataCopiesEveryClass: Bool?
    /// The line of the entry in the configuration file.
    public var line: Int

    public init(path: String, line: Int = 0) {
        self.path = path
        self.line = line
    }

    /// The paths the entry writes to, with their keys, in key order: a
    /// build keeps them inside the configuration's folder.
    public var outputPaths: [(key: String, path: String)] {
        [("output", output), ("machine-dir", machineDir), ("human-dir", humanDir), ("ddl", ddl),
         ("diagram", diagram), ("xcfilelist", xcfilelist), ("includem", includeM), ("includeh", includeH)].compactMap { key, path in path.map { (key, $0) } }
    }

    /// The keys a model entry accepts.
    public static let keys = ["path", "version", "output", "machine-dir", "human-dir", "layout", "access", "templates",
                              "base-class", "configuration", "platform-guard", "version-checksums", "ddl", "diagram", "xcfilelist", "lock", "required-style", "template-set",
                              "xcode-version", "deployment-target", "mogenerator-version",
                              "mogenerator-templates", "template-path", "template-vars", "mogenerator-language",
                              "base-class-import", "base-class-force", "includem", "includeh",
                              "cloudkit-production", "cloudkit-mode", "cloudkit-sharing", "version-order",
                              "swiftdata-start-version", "swiftdata-copy-every-class"]
    /// The keys whose values are paths.
    public static let pathKeys: Set<String> = ["path", "output", "machine-dir", "human-dir", "templates", "ddl", "diagram", "xcfilelist", "lock", "cloudkit-production",
                                               "mogenerator-templates", "template-path", "includem", "includeh"]
    /// The file endings `diagram` accepts (Mermaid, Mermaid in Markdown, DOT, SVG);
    /// the same list as MomgenCore's `DiagramFormat.fileEndings` (a test keeps them equal).
    public static let diagramEndings = [".mmd", ".md", ".dot", ".gv", ".svg"]
    public static let layouts = ["mogenerator", "xcode", "single", "swiftdata"]
    /// MomgenCloudKit's `CloudKitMode` cases (a test keeps them equal).
    public static let cloudKitModes = ["initialize", "just-in-time"]
    public static let accessLevels = ["internal", "public", "open"]
    public static let requiredStyles = ["non-optional", "implicitly-unwrapped", "optional"]
    /// MomgenSwift's `TemplateSetName` cases (a test keeps them equal).
    public static let templateSets = ["momgen", "mogenerator"]
    /// MomgenSwift's `XcodeVersion.supported` (a test keeps them equal).
    public static let xcodeVersions = Array(8...16) + [26]
    /// MomgenModel's `DeploymentTarget.Platform` cases.
    public static let platforms = ["ios", "macos", "tvos", "watchos", "visionos"]

    /// Whether `text` is `platform:version` (`ios:12.0`) with a known platform.
    static func isDeploymentTarget(_ text: String) -> Bool {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, platforms.contains(parts[0].lowercased()) else { return false }
        let numbers = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        return (1...3).contains(numbers.count) && numbers.allSatisfy { !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { ("0"..."9").contains($0) } }
    }
    /// MomgenSwift's `MogeneratorVersion` cases.
    public static let mogeneratorVersions = ["1.31", "1.32"]
    /// The releases whose output a team's own templates (`template-path`)
    /// reproduce: MomgenMiscMerge's `MogeneratorRelease`, every tag from 1.21
    /// to 1.32 (a test keeps the two lists equal; `momgen mogenerator` names
    /// the release a project's committed files came from).
    public static let mogeneratorTemplateVersions = ["1.21", "1.22", "1.23", "1.24", "1.25", "1.26", "1.27", "1.28", "1.29",
                                                     "1.30", "1.30.1", "1.31", "1.32"]
    public static let mogeneratorLanguages = ["swift", "objc"]
}

/// The models a configuration file lists.
public struct ModelsSection: Hashable, Sendable {
    public var models: [ModelEntry] = []

    public init() {}

    /// Decodes the list, reporting problems under `models[i].key`.
    public init(_ value: ConfigValue, problems: inout ConfigProblems) {
        guard case let .list(items, _) = value else {
            problems.invalidValue("models", line: value.line, expected: "a list of models, each with a path")
            return
        }
        for (index, item) in items.enumerated() {
            let base = "models[\(index)]"
            guard let entries = item.entries else {
                problems.invalidValue(base, line: item.line, expected: "a mapping with at least 'path'")
                continue
            }
            problems.checkKeys(entries, known: ModelEntry.keys, path: base)
            guard let path = item["path"]?.string, !path.isEmpty else {
                problems.invalidValue("\(base).path", line: item.line, expected: "the path of a .xcdatamodeld, .xcdatamodel or contents file")
                continue
            }
            // A NUL ends a path for the C library: "Gen\0erated" would
            // create "Gen". Such an entry is refused whole.
            if let field = entries.first(where: { ModelEntry.pathKeys.contains($0.key) && $0.value.string?.unicodeScalars.contains("\u{0}") == true }) {
                problems.invalidValue("\(base).\(field.key)", line: field.line, expected: "a path without NUL characters")
                continue
            }
            var entry = ModelEntry(path: path, line: item.line)
            for field in entries where field.key != "path" {
                let keyPath = "\(base).\(field.key)"
                if field.key == "platform-guard" || field.key == "version-checksums" || field.key == "cloudkit-sharing"
                    || field.key == "swiftdata-copy-every-class" {
                    guard let flag = field.value.bool else {
                        problems.invalidValue(keyPath, line: field.line, expected: "true or false")
                        continue
                    }
                    // Only the swiftdata layout has old schemas to copy into.
                    if field.key == "swiftdata-copy-every-class", item["layout"]?.string != "swiftdata" {
                        problems.invalidValue(keyPath, line: field.line, expected: "true or false, with layout swiftdata")
                        continue
                    }
                    switch field.key {
                    case "platform-guard": entry.platformGuard = flag
                    case "version-checksums": entry.versionChecksums = flag
                    case "swiftdata-copy-every-class": entry.swiftDataCopiesEveryClass = flag
                    default: entry.cloudKitSharing = flag
                    }
                    continue
                }
                if field.key == "template-vars" {
                    guard let pairs = field.value.strings, pairs.allSatisfy(ModelEntry.isTemplateVariable) else {
                        problems.invalidValue(keyPath, line: field.line, expected: "KEY=VALUE, or a list of them (mogenerator's --template-var)")
                        continue
                    }
                    entry.templateVars = pairs
                    continue
                }
                if field.key == "version-order" {
                    let names = field.value.strings ?? []
                    guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }), Set(names).count == names.count else {
                        problems.invalidValue(keyPath, line: field.line, expected: "a list of the bundle's version names, oldest first, each once")
                        continue
                    }
                    entry.versionOrder = names.map { $0.hasSuffix(".xcdatamodel") ? String($0.dropLast(".xcdatamodel".count)) : $0 }
                    entry.versionOrderLine = field.line
                    continue
                }
                if field.key == "deployment-target" {
                    let targets = field.value.strings ?? []
                    guard !targets.isEmpty, targets.allSatisfy(ModelEntry.isDeploymentTarget) else {
                        problems.invalidValue(keyPath, line: field.line, expected: "platform:version, e.g. ios:12.0, or a list of them (" + ModelEntry.platforms.joined(separator: ", ") + ")")
                        continue
                    }
                    entry.deploymentTargets = targets
                    continue
                }
                guard let text = field.value.string else {
                    problems.invalidValue(keyPath, line: field.line, expected: "a string")
                    continue
                }
                switch field.key {
                case "version": entry.version = text
                case "swiftdata-start-version":
                    // A version name (as version-order takes it); the bundle
                    // is read by generate, which refuses a name it lacks.
                    guard !text.isEmpty, item["layout"]?.string == "swiftdata" else {
                        problems.invalidValue(keyPath, line: field.line, expected: "the name of a version of the bundle, with layout swiftdata")
                        continue
                    }
                    entry.swiftDataStartVersion = text.hasSuffix(".xcdatamodel") ? String(text.dropLast(".xcdatamodel".count)) : text
                case "output": entry.output = text
                case "machine-dir": entry.machineDir = text
                case "human-dir": entry.humanDir = text
                case "layout":
                    guard ModelEntry.layouts.contains(text) else {
                        problems.invalidValue(keyPath, line: field.line, expected: ModelEntry.layouts.joined(separator: ", "))
                        continue
                    }
                    entry.layout = text
                case "access":
                    guard ModelEntry.accessLevels.contains(text) else {
                        problems.invalidValue(keyPath, line: field.line, expected: ModelEntry.accessLevels.joined(separator: ", "))
                        continue
                    }
                    entry.access = text
                case "required-style":
                    guard ModelEntry.requiredStyles.contains(text) else {
                        problems.invalidValue(keyPath, line: field.line, expected: ModelEntry.requiredStyles.joined(separator: ", "))
                        continue
                    }
                    entry.requiredStyle = text
                case "template-set":
                    guard ModelEntry.templateSets.contains(text) else {
                        problems.invalidValue(keyPath, line: field.line, expected: ModelEntry.templateSets.joined(separator: ", "))
                        continue
                    }
                    // The set's file templates are written for one layout.
                    let layout = item["layout"]?.string ?? "mogenerator"
                    guard text != "mogenerator" || layout == "mogenerator" else {
                        problems.invalidValue(keyPath, line: field.line, expected: "momgen with layout \(layout) (the mogenerator set renders the mogenerator layout)")
                        continue
                    }
                    entry.templateSet = text
                case "xcode-version":
                    let major = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.flatMap { Int($0) }
                    guard let major, ModelEntry.xcodeVersions.contains(major), item["layout"]?.string == "xcode" else {
                        problems.invalidValue(keyPath, line: field.line, expected: "8 through 16 or 26, with layout xcode")
                        continue
                    }
                    entry.xcodeVersion = text
                case "mogenerator-version":
                    let versions = ModelEntry.templatePathKeys.allSatisfy { item[$0] == nil }
                        ? ModelEntry.mogeneratorVersions : ModelEntry.mogeneratorTemplateVersions
                    guard versions.contains(text) else {
                        problems.invalidValue(keyPath, line: field.line, expected: versions.joined(separator: ", "))
                        continue
                    }
                    entry.mogeneratorVersion = text
                case "templates": entry.templates = text
                case "mogenerator-templates", "template-path": entry.mogeneratorTemplates = text
                case "base-class-import": entry.baseClassImport = text
                case "base-class-force": entry.baseClassForce = text
                case "includem": entry.includeM = text
                case "includeh": entry.includeH = text
                case "mogenerator-language":
                    guard ModelEntry.mogeneratorLanguages.contains(text) else {
                        problems.invalidValue(keyPath, line: field.line, expected: ModelEntry.mogeneratorLanguages.joined(separator: ", "))
                        continue
                    }
                    entry.mogeneratorLanguage = text
                case "base-class": entry.baseClass = text
                case "configuration": entry.configuration = text
                case "ddl": entry.ddl = text
                case "cloudkit-production": entry.cloudKitProduction = text
                case "cloudkit-mode":
                    guard ModelEntry.cloudKitModes.contains(text) else {
                        problems.invalidValue(keyPath, line: field.line, expected: ModelEntry.cloudKitModes.joined(separator: ", "))
                        continue
                    }
                    entry.cloudKitMode = text
                case "diagram":
                    guard ModelEntry.diagramEndings.contains(where: { text.lowercased().hasSuffix($0) }) else {
                        problems.invalidValue(keyPath, line: field.line, expected: "a file name ending in " + ModelEntry.diagramEndings.joined(separator: ", "))
                        continue
                    }
                    entry.diagram = text
                case "xcfilelist": entry.xcfilelist = text
                case "lock": entry.lock = text
                default: break
                }
            }
            guard ModelEntry.checkMogeneratorTemplates(entries, path: base, problems: &problems) else { continue }
            models.append(entry)
        }
    }
}
