// The `<userInfo>` dictionary Xcode stores on models, entities and properties.

/// A userInfo dictionary, in document order (Xcode writes keys sorted).
public struct UserInfo: Hashable, Sendable {
    /// One `<entry key=… value=…/>`.
    public struct Entry: Hashable, Sendable {
        public var key: String
        public var value: String
        public var location: SourceLocationRef

        public init(key: String, value: String, location: SourceLocationRef = .unknown) {
            self.key = key
            self.value = value
            self.location = location
        }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The value of the first entry with `key`, if any.
    public subscript(key: String) -> String? {
        entries.first { $0.key == key }?.value
    }
}
