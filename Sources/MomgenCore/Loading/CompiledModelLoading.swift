// The model-loading dispatch for compiled inputs: a `.mom`, a `.momd` bundle
// (one version, or all of them) or a Core Data store (its model cache) is
// decoded by MomgenCompiled into the same declared model the XML reader
// produces, then checked and resolved exactly like it.
import MomgenCompiled
import MomgenDiagnostics
import MomgenModel
import MomgenReader

/// Loads compiled models for `ModelLoader` and `ModelVersionsLoader`.
struct CompiledModelLoading {
    let loader: ModelLoader
    /// Orders a `.momd`'s versions as the source bundle's are ordered.
    var ordering = VersionOrdering()
    var reader = CompiledModelReader()

    /// The kind of compiled input `path` is; nil for the XML reader, also
    /// for a source folder that holds compiled files besides its XML (Xcode
    /// compiles the XML, so momgen reads it).
    static func kind(of path: String) -> CompiledInput? {
        guard let kind = CompiledInput.of(path) else { return nil }
        return kind == .bundle && SourceModelFolder.holdsSource(path) ? nil : kind
    }

    /// The model at `path` when it is a compiled input, else `nil`.
    func load(_ path: String, version: String?) throws -> LoadedModel? {
        guard let kind = Self.kind(of: path) else { return nil }
        switch kind {
        case .mom, .store:
            if let version {
                throw MomgenError.usage("--model-version '\(version)' needs a model bundle, but '\(path)' is a single model")
            }
            let compiled = kind == .mom ? try reader.readMom(path) : try reader.readStore(path)
            return try resolved(compiled, source: ModelSource(contentsPath: path))
        case .bundle:
            let bundle = try CompiledBundle(path: path, limits: reader.limits)
            let (name, selection) = try choose(version, in: bundle)
            return try loadVersion(name, of: bundle, selection: selection)
        }
    }

    /// Every version of a compiled bundle, or the one model of a `.mom` or
    /// store, with hashes; `nil` when `path` is not compiled.
    func loadVersions(_ path: String) throws -> LoadedModelVersions? {
        guard let kind = Self.kind(of: path) else { return nil }
        guard kind == .bundle else {
            guard let model = try load(path, version: nil) else { return nil }
            let name = Self.fileName(path)
            return LoadedModelVersions(bundlePath: nil, versions: [
                LoadedModelVersion(name: name, isCurrent: true, loaded: model, hashes: .init(model.resolved)),
            ])
        }
        let bundle = try CompiledBundle(path: path, limits: reader.limits)
        let loaded = try bundle.versions.map { name -> LoadedModelVersion in
            let model = try loadVersion(name, of: bundle, selection: .requested)
            return LoadedModelVersion(name: name, isCurrent: name == bundle.current, loaded: model, hashes: .init(model.resolved))
        }
        // The same evidence as for the source bundle, the identifiers from
        // each .mom's archive: the two readers order one bundle alike.
        var identifiers: [String: String] = [:]
        for version in loaded {
            if let identifier = version.loaded.declared.userDefinedModelVersionIdentifier, !identifier.isEmpty {
                identifiers[version.name] = identifier
            }
        }
        let order = ordering.order(bundle: bundle.path, names: bundle.versions, current: bundle.current,
                                   identifiers: identifiers, versionSuffix: ".mom")
        let byName = Dictionary(loaded.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return LoadedModelVersions(bundlePath: bundle.path, versions: order.names.compactMap { byName[$0] }, order: order)
    }

    private func loadVersion(_ name: String, of bundle: CompiledBundle, selection: ModelSource.VersionSelection) throws -> LoadedModel {
        let compiled = try reader.readMom(bundle.momPath(name))
        let source = ModelSource(contentsPath: bundle.momPath(name), bundlePath: bundle.path, versionName: name,
                                 availableVersions: bundle.versions, selection: selection)
        return try resolved(compiled, source: source)
    }

    private func choose(_ version: String?, in bundle: CompiledBundle) throws -> (String, ModelSource.VersionSelection) {
        let list = bundle.versions.map { "'\($0)'" }.joined(separator: ", ")
        if let version {
            let name = version.hasSuffix(".mom") ? String(version.dropLast(4)) : version
            guard bundle.versions.contains(name) else {
                throw MomgenError.usage("the bundle '\(bundle.path)' has no version '\(name)'; its versions are \(list)")
            }
            return (name, .requested)
        }
        if let problem = bundle.optimizedCurrentProblem {
            throw MomgenError.unreadableInput(SourceLocation(file: bundle.path), problem)
        }
        guard let current = bundle.current else {
            throw MomgenError.usage("the bundle '\(bundle.path)' has \(bundle.versions.count) versions (\(list)) and no current version in VersionInfo.plist; choose one with --model-version NAME")
        }
        return (current, bundle.versions.count == 1 ? .onlyVersion : .currentVersionFile)
    }

    private func resolved(_ compiled: CompiledModel, source: ModelSource) throws -> LoadedModel {
        try InheritanceDepth(limit: loader.reader.limits.maximumInheritanceDepth).check(compiled.model)
        if !compiled.notes.isEmpty { loader.compiledNotes.report(source.contentsPath, compiled.notes) }
        var source = source
        source.compiledNotes = compiled.notes
        return LoadedModel(source: source, resolved: loader.resolver.resolve(compiled.model))
    }

    /// `Model` for `…/Model.mom`, `App.sqlite` for a store.
    static func fileName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".mom") ? String(last.dropLast(4)) : last
    }
}
