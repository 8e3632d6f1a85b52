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
        return diagnostics(loaded, at: index, mappingModels: mappingModels(near: bundle, version: target.name), linter: linter)
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

    /// The mapping models near `bundle` that may migrate the step into
    /// `version` (the version's name), by name, sorted.
    public static func mappingModels(near bundle: String, version: String) -> [String] {
        mappingModels(MappingModelReference.near(bundle), covering: version, bundle: bundle)
    }

    /// The names of the `references` that may migrate the step into `version` of `bundle`.
    public static func mappingModels(_ references: [MappingModelReference], covering version: String, bundle: String) -> [String] {
        var trimmed = bundle
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let bundleName = ((trimmed as NSString).lastPathComponent as NSString).deletingPathExtension
        return Array(Set(references.filter { $0.covers(version: version, ofBundle: bundleName) }.map(\.name))).sorted()
    }
}
