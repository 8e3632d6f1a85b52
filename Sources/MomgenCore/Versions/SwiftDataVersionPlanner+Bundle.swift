// The swiftdata layout's versions, loaded: every version of the model's
// bundle before the one generated for, in the order they shipped
// (`VersionOrder`), then that one, handed to the planner in MomgenSwiftData.
import MomgenDiagnostics
import MomgenModel
import MomgenSwift
import MomgenSwiftData
import MomgenVersions

extension SwiftDataVersionPlanner {
    /// The plan for `loaded` (the version the run generates for): the
    /// bundle's versions before it, in the order they shipped (`VersionOrder`), then it. A model that is
    /// not in a bundle is one version. Versions after it are left out (the
    /// app opens its store with `loaded`; a later version is not released).
    public func plan(for loaded: LoadedModel, modelName: String,
                     loader: ModelVersionsLoader = ModelVersionsLoader()) throws -> SwiftDataPlanning {
        var notes: [Diagnostic] = []
        var versions: [SwiftDataPlanVersion] = []
        let selected = loaded.source.versionName
        if let bundle = loaded.source.bundlePath, let selected {
            // The order the versions shipped in, as every command sees it.
            let order = try loader.order(bundle)
            let names = order?.names ?? loaded.source.availableVersions
            for note in order?.notes ?? [] {
                notes.append(Diagnostic(ruleID: "swiftdata-version-order", severity: .info, message: note,
                                        location: SourceLocation(file: bundle)))
            }
            let position = names.firstIndex(of: selected) ?? names.count
            let earlier = Array(names[..<position])
            // Only the earlier versions are read: the generated one is at hand.
            let others = try loader.load(bundle) { available, _ in available.filter(earlier.contains) }
            versions = others.versions.filter { earlier.contains($0.name) }.map {
                SwiftDataPlanVersion(name: $0.name, model: $0.loaded.resolved, hashes: $0.hashes)
            }
            let later = names.count > position ? Array(names[(position + 1)...]) : []
            if !later.isEmpty {
                notes.append(Diagnostic(ruleID: "swiftdata-later-versions", severity: .info,
                                        message: "versions after '\(selected)' (\(later.map { "'\($0)'" }.joined(separator: ", "))) are not in the migration plan: the app opens its store with '\(selected)'",
                                        location: Self.location(of: loaded.resolved)))
            }
        }
        let name = selected ?? modelName
        versions.append(SwiftDataPlanVersion(name: name, model: loaded.resolved, hashes: ModelVersionHashes(loaded.resolved)))
        return plan(versions, naming: SwiftDataSchemaNaming(modelName: modelName), notes: notes)
    }
}
