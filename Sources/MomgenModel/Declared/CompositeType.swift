// A model-level `<composite>` (iOS 17): a named group of attributes that a
// `Composite` attribute stores inline.

/// A composite attribute type.
public struct CompositeType: Hashable, Sendable {
    public var name: String
    public var attributes: [Attribute] = []
    public var location: SourceLocationRef = .unknown

    public init(name: String) {
        self.name = name
    }
}
