// The model-loading dispatch for SwiftData code: a `.swift` file or a folder
// of them is read by MomgenSwiftSource into one declared model per
// `VersionedSchema` (and one for the live classes), then resolved like any
// model. The reader's findings (what it cannot derive) go where a compiled
// model's notes go: one line each, at the Swift line.
import MomgenDiagnostics
import MomgenModel
import MomgenReader
import MomgenSwiftSource
import MomgenVersions

/// Loads Swift sources for `ModelLoader` and `ModelVersionsLoader`.
struct SwiftSourceLoading {
    let loader: ModelLoader

    /// The schema `version` names (or the current one), when `path` is Swift.
    func load(_ path: String, version: String?) throws -> LoadedModel? {
        guard SwiftSourceFiles.isSwiftSource(path) else { return nil }
        let model = try read(path)
        let names = model.versions.map(\.name)
        let chosen: SwiftSchemaVersion
        if let version {
            guard let named = model.version(named: version) else {
                throw MomgenError.usage("the Swift sources '\(path)' have no schema '\(version)'; their schemas are \(names.map { "'\($0)'" }.joined(separator: ", "))")
            }
            chosen = named
        } else {
            guard let current = model.current else { throw Self.noModel(path) }
            chosen = current
        }
        return try loaded(chosen, of: model, path: path, selection: version == nil ? .currentVersionFile : .requested)
    }

    /// Every schema of the sources, oldest first; nil when `path` is not Swift.
    func loadVersions(_ path: String) throws -> LoadedModelVersions? {
        guard SwiftSourceFiles.isSwiftSource(path) else { return nil }
        let model = try read(path)
        guard let current = model.current else { throw Self.noModel(path) }
        let versions = try model.versions.map { version -> LoadedModelVersion in
            let loaded = try self.loaded(version, of: model, path: path, selection: .requested)
            return LoadedModelVersion(name: version.name, isCurrent: version.name == current.name, loaded: loaded,
                                      hashes: ModelVersionHashes(loaded.resolved))
        }
        return LoadedModelVersions(bundlePath: path, versions: versions)
    }

    private func read(_ path: String) throws -> SwiftSourceModel {
        let model = try SwiftSourceReader().read([path] + loader.moreSwiftSources)
        for finding in model.findings {
            loader.compiledNotes.report(finding.location.description, ["\(finding.message) [\(finding.ruleID)]"])
        }
        return model
    }

    private func loaded(_ version: SwiftSchemaVersion, of model: SwiftSourceModel, path: String,
                        selection: ModelSource.VersionSelection) throws -> LoadedModel {
        try InheritanceDepth(limit: loader.reader.limits.maximumInheritanceDepth).check(version.model)
        var source = ModelSource(contentsPath: version.model.file, bundlePath: path, versionName: version.name,
                                 availableVersions: model.versions.map(\.name), selection: selection)
        source.inputFiles = model.files
        return LoadedModel(source: source, resolved: loader.resolver.resolve(version.model))
    }

    private static func noModel(_ path: String) -> MomgenError {
        .unreadableInput(SourceLocation(file: path), "no @Model class or VersionedSchema in these Swift files")
    }
}
