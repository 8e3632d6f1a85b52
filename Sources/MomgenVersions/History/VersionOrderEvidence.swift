// What is known about the order a bundle's versions shipped in, strongest
// first: an order the team declared, when each version first entered the
// repository's history, the versions' own identifiers, their names. Gathered
// by MomgenCore (it reads momgen.yml and runs git); decided by `VersionOrder`.

/// The evidence for ordering one bundle's versions.
public struct VersionOrderEvidence: Sendable, Equatable {
    /// The version names, in any order (a folder listing).
    public var names: [String]
    /// The version `.xccurrentversion` (or `VersionInfo.plist`) names current.
    public var current: String?
    /// The bundle's name without extension (`Model` for `Model.xcdatamodeld`):
    /// Xcode names the first version after it.
    public var bundleName: String?
    /// An order the team declared (`version-order` in momgen.yml), and where.
    public var declared: DeclaredVersionOrder?
    /// For each version committed to the repository, the position of the
    /// commit that first added it (0 = the oldest such commit); a version
    /// that is absent was never committed. Nil when there is no history
    /// (no git, not a work tree, git failed).
    public var firstAdded: [String: Int]?
    /// The history is a shallow clone's: it starts after the first versions
    /// were added, so its oldest commit seems to add all of them.
    public var historyIsShallow = false
    /// `userDefinedModelVersionIdentifier` (or a compiled model's
    /// `NSVersionIdentifiers`) of each version that has a non-empty one.
    public var identifiers: [String: String]

    public init(names: [String], current: String? = nil, bundleName: String? = nil, declared: DeclaredVersionOrder? = nil,
                firstAdded: [String: Int]? = nil, identifiers: [String: String] = [:]) {
        self.names = names
        self.current = current
        self.bundleName = bundleName
        self.declared = declared
        self.firstAdded = firstAdded
        self.identifiers = identifiers
    }
}

/// The order a team wrote down for a bundle's versions.
public struct DeclaredVersionOrder: Sendable, Equatable {
    /// Version names, oldest first.
    public var names: [String]
    /// Where it was declared, for the notes (`momgen.yml:12`).
    public var source: String

    public init(names: [String], source: String) {
        self.names = names
        self.source = source
    }
}
