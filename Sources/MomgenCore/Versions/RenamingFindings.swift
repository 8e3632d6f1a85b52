// The renaming-identifier check as diagnostics, for `momgen lint` on a
// bundle: the linted version's renaming identifiers against every earlier
// version of the bundle (RenamingIdentifierCheck).
import Foundation
import MomgenDiagnostics
import MomgenLint
import MomgenModel

/// Checks a bundle version's renaming identifiers against the earlier versions.
public enum RenamingFindings {
    /// The findings for version `version` of `bundle` (the current one when
    /// nil); none for a single model or a bundle's first version.
    public static func diagnostics(bundle: String, version: String?, linter: Linter) throws -> [Diagnostic] {
        let rule = RenamingIdentifierCheck.description
        guard linter.isActive(rule) else { return [] }
        let loaded = try ModelVersionsLoader().load(bundle)
        guard loaded.bundlePath != nil,
              let target = version.flatMap(loaded.version(named:)) ?? loaded.current,
              let index = loaded.versions.firstIndex(where: { $0.name == target.name }) else { return [] }
        return diagnostics(loaded, at: index, mappingModels: mappingModels(near: bundle), linter: linter)
    }

    /// The findings for `versions.versions[index]` against the versions
    /// before it, from versions already loaded: `lint --all-versions` loads
    /// a bundle once, not once per version (issue 39: 96 versions took 117 s).
    public static func diagnostics(_ versions: LoadedModelVersions, at index: Int, mappingModels: [String], linter: Linter) -> [Diagnostic] {
        guard index > 0, index < versions.versions.count else { return [] }
        var earlier = RenamingIdentifierCheck.Earlier()
        for version in versions.versions[..<index] { earlier.add(version.name, version.loaded.resolved) }
        return diagnostics(versions.versions[index].loaded.resolved, earlier: earlier, mappingModels: mappingModels, linter: linter)
    }

    /// The findings for `model` against the versions gathered in `earlier`
    /// (`lint --all-versions` extends it version by version).
    public static func diagnostics(_ model: ResolvedModel, earlier: RenamingIdentifierCheck.Earlier, mappingModels: [String], linter: Linter) -> [Diagnostic] {
        let rule = RenamingIdentifierCheck.description
        guard linter.isActive(rule), earlier.count > 0 else { return [] }
        return RenamingIdentifierCheck().findings(current: model, earlier: earlier, mappingModels: mappingModels).compactMap {
            linter.versionDiagnostic(rule, message: $0.message, at: model.location($0.location),
                                     entity: $0.entity, property: $0.property, in: model, severity: $0.severity)
        }
    }

    /// The `.xcmappingmodel` folders inside `bundle`, beside it, and in the
    /// folders beside it (Xcode keeps them in the project, next to the model or
    /// in a folder such as BookPlayer's `Migrations`), by name, sorted.
    public static func mappingModels(near bundle: String) -> [String] {
        var trimmed = bundle
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let parent = (trimmed as NSString).deletingLastPathComponent
        let files = FileManager.default
        func entries(_ folder: String) -> [String] { (try? files.contentsOfDirectory(atPath: folder)) ?? [] }
        let besides = parent.isEmpty ? "." : parent
        // One level down from the parent only: a bounded look, not a project walk.
        let folders = [trimmed, besides] + entries(besides).filter { !$0.hasSuffix(".xcmappingmodel") && !$0.hasPrefix(".") }
            .map { besides + "/" + $0 }
        let names = folders.flatMap { entries($0).filter { $0.hasSuffix(".xcmappingmodel") } }
        return Array(Set(names)).sorted()
    }
}
