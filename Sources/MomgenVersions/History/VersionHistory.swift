// The versions of one model bundle with their hashes, in natural order, and
// what changed in the hashes from each version to the next: the input of
// `momgen versions` and of the store check.

/// One named version of a model and its hashes.
public struct NamedVersionHashes: Sendable {
    /// The folder name without `.xcdatamodel` (e.g. `Model 2`).
    public let name: String
    /// Whether it is the bundle's current version.
    public let isCurrent: Bool
    public let hashes: ModelVersionHashes

    public init(name: String, isCurrent: Bool, hashes: ModelVersionHashes) {
        self.name = name
        self.isCurrent = isCurrent
        self.hashes = hashes
    }
}

/// Every version of a bundle (or the one model), in natural order.
public struct VersionHistory: Sendable {
    /// The `.xcdatamodeld` bundle, or nil for a single model.
    public let bundlePath: String?
    public let versions: [NamedVersionHashes]

    public init(bundlePath: String?, versions: [NamedVersionHashes]) {
        self.bundlePath = bundlePath
        self.versions = versions
    }

    /// The current version, when the bundle names one.
    public var current: NamedVersionHashes? { versions.first(where: \.isCurrent) }

    /// What changed from the version before `index` to it (empty for the first).
    public func changesFromPrevious(_ index: Int) -> [EntityHashChange] {
        guard index > 0 else { return [] }
        return EntityHashChange.between(versions[index - 1].hashes, versions[index].hashes)
    }

    /// The versions whose every entity hash equals `hashes` (base64 by entity):
    /// the ones that could have written a store holding them.
    public func versions(matching hashes: [String: String]) -> [NamedVersionHashes] {
        versions.filter { $0.hashes.base64ByEntity == hashes }
    }
}
