// `momgen generate --template-path DIR`: the team's own mogenerator
// `.motemplate` folder, under mogenerator's own option name, run exactly as
// momgen.yml's `template-path` and `momgen mogenerator --template-path` run
// it (MogeneratorTemplatesJob), behind the same lint gate and writer as any
// generate run. The options that only steer momgen's own templates have
// nothing to act on there, so they are refused rather than ignored.
import ArgumentParser
import MomgenCore
import MomgenDiagnostics
import MomgenMiscMerge
import MomgenWriter

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GenerateCommand {
    /// Options given, by name, that only mean something to momgen's own templates.
    var mustacheOnlyOptions: [String] {
        var given: [String] = []
        if templates != nil { given.append("--templates") }
        if templateSet != .momgen { given.append("--template-set") }
        if layout != .mogenerator { given.append("--layout") }
        if access != nil { given.append("--access") }
        if requiredStyle != nil { given.append("--required-style") }
        if xcodeVersion != nil { given.append("--xcode-version") }
        if !deploymentTargets.isEmpty { given.append("--deployment-target") }
        if platformGuard { given.append("--platform-guard") }
        if versionChecksums { given.append("--version-checksums") }
        if swiftDataStartVersion != nil { given.append("--swiftdata-start-version") }
        if swiftDataCopiesEveryClass { given.append("--swiftdata-copy-every-class") }
        if prune { given.append("--prune") }
        if xcfilelist != nil { given.append("--xcfilelist") }
        return given
    }

    /// Options that only mean something with `--template-path`, by name.
    var templatePathOnlyOptions: [String] {
        [("--template-var", !templateVars.isEmpty), ("--mogenerator-language", mogeneratorLanguage != nil),
         ("--base-class-import", baseClassImport != nil), ("--base-class-force", baseClassForce != nil),
         ("--includem", includem != nil), ("--includeh", includeh != nil)].filter(\.1).map(\.0)
    }

    /// Refuses the template-folder options without `--template-path`.
    func rejectTemplatePathOptions() throws {
        if let option = templatePathOnlyOptions.first {
            throw MomgenError.usage("generate: \(option) needs --template-path (a folder of .motemplate files)")
        }
    }

    /// Runs the `.motemplate` files in `folder` over the model.
    func runTemplatePath(_ folder: String) throws {
        if let option = mustacheOnlyOptions.first {
            throw MomgenError.usage("generate: \(option) cannot be used with --template-path: the team's .motemplate files decide what it would")
        }
        if let pair = templateVars.first(where: { pair in pair.firstIndex(of: "=").map { $0 == pair.startIndex } ?? true }) {
            throw MomgenError.usage("generate: --template-var needs KEY=VALUE, got '\(pair)'")
        }
        let language = mogeneratorLanguage ?? "swift"
        guard ["swift", "objc"].contains(language) else {
            throw MomgenError.usage("generate: --mogenerator-language is swift or objc, got '\(language)'")
        }
        let configPath = ConfigurationFile.path(explicit: config, near: modelOptions.model)
        let loaded = try modelOptions.loader.load(modelOptions.model, version: modelOptions.modelVersion)
        _ = try lintGate(loaded, configuration: ConfigurationFile.read(configPath))
        let settings = MogeneratorSettings(swift: language == "swift", baseClass: baseClass, baseClassImport: baseClassImport,
                                           baseClassForce: baseClassForce,
                                           release: MogeneratorRelease(version: mogeneratorVersion.rawValue) ?? .v1_32)
        let job = MogeneratorTemplatesJob(templates: folder, machineFolder: request.folder(for: .machine),
                                          humanFolder: request.folder(for: .human), settings: settings,
                                          templateVariables: templateVars, configuration: configuration,
                                          location: SourceLocation(file: folder), includeM: includem, includeH: includeh)
        let outputs = try job.outputs(for: loaded)
        let inputs = ProtectedInputs(job.inputs() + ModelInputFiles.of(loaded.source) + (configPath.map { [$0] } ?? []))
        let results = try OutputWriter().write(outputs, mode: check || dryRun ? .plan : .write, inputs: inputs)
        for result in results where dryRun || result.action.changesDisk {
            print(result.line)
        }
        if check, !dryRun, results.contains(where: { $0.action.changesDisk }) {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }
}
