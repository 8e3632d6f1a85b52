// A `<configuration>`: a named subset of entities, e.g. for one store.

/// A model configuration.
public struct Configuration: Hashable, Sendable {
    /// One `<memberEntity name=…/>`.
    public struct Member: Hashable, Sendable {
        public var name: String
        public var location: SourceLocationRef

        public init(name: String, location: SourceLocationRef = .unknown) {
            self.name = name
            self.location = location
        }
    }

    public var name: String
    public var members: [Member] = []
    /// `usedWithCloudKit="YES"`: the CloudKit lint rules apply to its entities.
    public var isUsedWithCloudKit = false
    public var otherAttributes: [XMLAttribute] = []
    public var location: SourceLocationRef = .unknown

    public init(name: String) {
        self.name = name
    }
}
