// Loads every version of a model bundle (or the one model of a folder or
// `contents` file) with its version hashes, for `momgen versions`, the store
// check and the version diff. Versions load on both cores: a bundle with a
// hundred versions is a hundred independent reads.
import Foundation
import MomgenDiagnostics
import MomgenModel
import MomgenParallel
import MomgenReader
import MomgenVersions

/// One version of a model, loaded and hashed.
public struct LoadedModelVersion: Sendable {
    /// The folder name without `.xcdatamodel` (e.g. `Model 2`).
    public let name: String
    /// Whether `.xccurrentversion` names it (or it is the only model given).
    public let isCurrent: Bool
    public let loaded: LoadedModel
    public let hashes: ModelVersionHashes
}

/// Every version of a model (or those asked for), oldest first in the
/// order `VersionOrder` decided.
public struct LoadedModelVersions: Sendable {
    /// The bundle, when the path was one.
    public let bundlePath: String?
    public let versions: [LoadedModelVersion]
    /// The order of all the bundle's versions, and what it rests on; nil
    /// for a single model.
    public var order: VersionOrder?

    public init(bundlePath: String?, versions: [LoadedModelVersion], order: VersionOrder? = nil) {
        self.bundlePath = bundlePath
        self.versions = versions
        self.order = order
    }

    /// The version `.xccurrentversion` names, if any.
    public var current: LoadedModelVersion? { versions.first(where: \.isCurrent) }

    /// The names, current marks and hashes, for the versions stage.
    public var history: VersionHistory {
        VersionHistory(bundlePath: bundlePath, versions: versions.map {
            NamedVersionHashes(name: $0.name, isCurrent: $0.isCurrent, hashes: $0.hashes)
        })
    }

    /// The version called `name` (with or without `.xcdatamodel`).
    public func version(named name: String) -> LoadedModelVersion? {
        let bare = name.hasSuffix(".xcdatamodel") ? String(name.dropLast(".xcdatamodel".count)) : name
        return versions.first { $0.name == bare }
    }
}

/// Reads, resolves and hashes every version of a model.
public struct ModelVersionsLoader: Sendable {
    public var loader: ModelLoader
    /// Decides the order of a bundle's versions.
    public var ordering: VersionOrdering

    public init(loader: ModelLoader = ModelLoader(), ordering: VersionOrdering = VersionOrdering()) {
        self.loader = loader
        self.ordering = ordering
    }

    /// Loads `path`: every version of a `.xcdatamodeld` bundle, or the single
    /// model of a `.xcdatamodel` folder or `contents` file.
    public func load(_ path: String) throws -> LoadedModelVersions {
        try load(path) { names, _ in names }
    }

    /// Loads only the versions `select` picks from the bundle's version names
    /// (oldest first, in the order `VersionOrder` decided) and its current
    /// version's name: a diff of two versions of a hundred-version bundle
    /// reads and hashes two.
    public func load(_ path: String, selecting select: (_ names: [String], _ current: String?) throws -> [String]) throws -> LoadedModelVersions {
        if let compiled = try CompiledModelLoading(loader: loader, ordering: ordering).loadVersions(path) {
            let chosen = Set(try select(compiled.versions.map(\.name), compiled.current?.name))
            return LoadedModelVersions(bundlePath: compiled.bundlePath, versions: compiled.versions.filter { chosen.contains($0.name) },
                                       order: compiled.order)
        }
        if let swift = try SwiftSourceLoading(loader: loader).loadVersions(path) {
            let chosen = Set(try select(swift.versions.map(\.name), swift.current?.name))
            return LoadedModelVersions(bundlePath: swift.bundlePath, versions: swift.versions.filter { chosen.contains($0.name) })
        }
        let locator = ModelLocator(limits: loader.reader.limits)
        let first: ModelSource
        do {
            first = try locator.locate(path)
        } catch MomgenError.usage {
            // A bundle with several versions and no .xccurrentversion: list
            // them all with none marked current.
            first = try locator.locate(path, version: locator.versionFolders(in: Self.trimmed(path)).first)
            return try loadBundle(first, current: nil, select: select)
        }
        guard first.bundlePath != nil else {
            let model = try loader.load(path)
            let name = Self.modelName(first.contentsPath)
            return LoadedModelVersions(bundlePath: nil, versions: [
                LoadedModelVersion(name: name, isCurrent: true, loaded: model, hashes: ModelVersionHashes(model.resolved)),
            ])
        }
        return try loadBundle(first, current: first.selection == .requested ? nil : first.versionName, select: select)
    }

    private func loadBundle(_ source: ModelSource, current: String?,
                            select: ([String], String?) throws -> [String]) throws -> LoadedModelVersions {
        let bundle = source.bundlePath ?? ""
        let order = sourceOrder(bundle: bundle, names: source.availableVersions, current: current)
        let chosen = Set(try select(order.names, current))
        let names = order.names.filter(chosen.contains)
        let versions = try ParallelMap.run(count: names.count, minimum: 2) { index -> LoadedModelVersion in
            let model = try loader.load(bundle, version: names[index])
            return LoadedModelVersion(name: names[index], isCurrent: names[index] == current,
                                      loaded: model, hashes: ModelVersionHashes(model.resolved))
        }
        return LoadedModelVersions(bundlePath: bundle, versions: versions, order: order)
    }

    /// The order of a source bundle's versions, reading each version's
    /// identifier from its opening tag only.
    func sourceOrder(bundle: String, names: [String], current: String?) -> VersionOrder {
        var identifiers: [String: String] = [:]
        if names.count > 1 {
            for name in names {
                identifiers[name] = SourceVersionIdentifier.read("\(bundle)/\(name).xcdatamodel/contents")
            }
        }
        return ordering.order(bundle: bundle, names: names, current: current, identifiers: identifiers, versionSuffix: ".xcdatamodel")
    }

    /// The order of the versions of the bundle at `path` (source or
    /// compiled), without loading them; nil when `path` is not a bundle.
    public func order(_ path: String) throws -> VersionOrder? {
        if CompiledModelLoading.kind(of: path) != nil {
            return try load(path).order
        }
        let trimmed = Self.trimmed(path)
        let locator = ModelLocator(limits: loader.reader.limits)
        let names = locator.versionFolders(in: trimmed)
        guard trimmed.hasSuffix(".xcdatamodeld") || (!names.isEmpty && !FileManager.default.fileExists(atPath: trimmed + "/contents")) else { return nil }
        return sourceOrder(bundle: trimmed, names: names, current: locator.currentVersionName(inBundle: trimmed))
    }

    /// `Model 2` for `…/Model 2.xcdatamodel/contents` or `…/Model 2.xcdatamodel`.
    static func modelName(_ contentsPath: String) -> String {
        var parts = contentsPath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.last == "contents", parts.count > 1 { parts.removeLast() }
        let folder = parts.last ?? contentsPath
        return folder.hasSuffix(".xcdatamodel") ? String(folder.dropLast(".xcdatamodel".count)) : folder
    }

    private static func trimmed(_ path: String) -> String {
        path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
    }
}
