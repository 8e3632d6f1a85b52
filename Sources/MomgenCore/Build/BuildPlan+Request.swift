// What a momgen.yml entry asks the generator for, and what its stamp covers:
// the request built from the entry's keys, the output folders by role and the
// inputs whose change makes the entry stale. Split from BuildPlan.swift,
// which plans the steps; these are the entry's settings as values.
import MomgenConfig
import MomgenMiscMerge
import MomgenModel
import MomgenSwift
import MomgenWriter

extension BuildPlan {
    /// Every output folder of an entry by role, as the stamp names them.
    func stampFolders(for entry: ModelEntry, request: GenerateRequest) -> [(String, String)] {
        var folders = [("machine", request.folder(for: .machine)), ("human", request.folder(for: .human))]
        if let ddl = entry.ddl { folders.append(("ddl", Self.folder(of: resolve(ddl)))) }
        if let diagram = entry.diagram { folders.append(("diagram", Self.folder(of: resolve(diagram)))) }
        if let lists = entry.xcfilelist { folders.append(("xcfilelist", resolve(lists))) }
        if let include = entry.includeM { folders.append(("includem", Self.folder(of: resolve(include)))) }
        if let include = entry.includeH { folders.append(("includeh", Self.folder(of: resolve(include)))) }
        return folders
    }

    /// What the stamp's digest covers for an entry: the model, the templates,
    /// the configuration file and every setting of the entry.
    func stampInputs(for entry: ModelEntry, model: String, request: GenerateRequest) -> GenerationInputs {
        let settings = ["build", "force=\(force)", "ddl=\(entry.ddl.map(resolve) ?? "-")",
                        "diagram=\(entry.diagram.map(resolve) ?? "-")",
                        "xcfilelist=\(entry.xcfilelist.map(resolve) ?? "-")", "SRCROOT=\(sourceRoot ?? "-")",
                        "cloudkit-mode=\(entry.cloudKitMode ?? "-")", "cloudkit-sharing=\(entry.cloudKitSharing ?? false)"]
        // The production export decides the build's findings as much as the model does.
        let production = entry.cloudKitProduction.map { [resolve($0)] } ?? []
        let lock = VersionLockFindings.lockPath(model: model, explicit: entry.lock.map(resolve))
        // A team's template files decide the output as much as the model does.
        let templateFiles = mogeneratorTemplatesJob(for: entry, request: request)?.inputs() ?? []
        let mogenerator = ["mogenerator-templates=\(entry.mogeneratorTemplates.map(resolve) ?? "-")",
                           "template-vars=\(entry.templateVars.joined(separator: "\u{0}"))",
                           "mogenerator-language=\(entry.mogeneratorLanguage ?? "-")",
                           "mogenerator-version=\(entry.mogeneratorVersion ?? "-")",
                           "base-class-import=\(entry.baseClassImport ?? "-")", "base-class-force=\(entry.baseClassForce ?? "-")",
                           "includem=\(entry.includeM.map(resolve) ?? "-")", "includeh=\(entry.includeH.map(resolve) ?? "-")"]
        return GenerationInputs(model: model, modelVersion: entry.version, request: request,
                                files: [configFile] + (lock.map { [$0] } ?? []) + production + templateFiles, settings: settings + mogenerator)
    }

    func request(for entry: ModelEntry, output: String) -> GenerateRequest {
        var request = GenerateRequest(output: output)
        request.machineFolder = entry.machineDir.map(resolve)
        request.humanFolder = entry.humanDir.map(resolve)
        request.layout = entry.layout.flatMap(Layout.init(rawValue:)) ?? .mogenerator
        request.access = entry.access.flatMap(AccessLevel.init(rawValue:))
        request.templates = entry.templates.map(resolve)
        request.baseClass = entry.baseClass
        request.configuration = entry.configuration
        request.platformGuard = entry.platformGuard ?? false
        request.versionChecksums = entry.versionChecksums ?? false
        request.requiredStyle = entry.requiredStyle.flatMap(RequiredStyle.init(rawValue:))
        request.templateSet = entry.templateSet.flatMap(TemplateSetName.init(rawValue:)) ?? .momgen
        request.xcodeVersion = entry.xcodeVersion.flatMap(XcodeVersion.init(text:))
        request.deploymentTargets = entry.deploymentTargets.compactMap(DeploymentTarget.init(text:))
        request.swiftDataStartVersion = entry.swiftDataStartVersion
        request.swiftDataCopiesEveryClass = entry.swiftDataCopiesEveryClass ?? false
        request.mogeneratorVersion = entry.mogeneratorVersion.flatMap(MogeneratorVersion.init(rawValue:)) ?? .defaultVersion
        if request.layout == .xcode {
            // The xcode layout writes into the app's own source folder (beside
            // the team's +CoreDataClass files, often a synchronized folder
            // whose every file joins the target): the stamp and cache go
            // beside momgen.yml instead, one folder per entry's output.
            request.stateFolder = resolve(Self.stateFolder(forOutput: entry.machineDir ?? entry.output ?? output))
        }
        return request
    }
}
