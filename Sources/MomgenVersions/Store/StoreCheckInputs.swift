// What the store check is given: the versions of each bundle an app loads,
// and the one it opens the store with.
import MomgenModel

/// One model version as the store check needs it: hashes and resolved model.
public struct CheckableVersion: Sendable {
    public let version: NamedVersionHashes
    public let model: ResolvedModel

    public init(version: NamedVersionHashes, model: ResolvedModel) {
        self.version = version
        self.model = model
    }
}

/// One model bundle as the store check needs it: its versions in natural
/// order and the one the app opens the store with.
public struct CheckableBundle: Sendable {
    /// The path as given, which reports name the bundle by.
    public let path: String
    public let versions: [CheckableVersion]
    public let target: CheckableVersion

    public init(path: String, versions: [CheckableVersion], target: CheckableVersion) {
        self.path = path
        self.versions = versions
        self.target = target
    }
}
