// A sub-entity's line to its parent.

/// A sub-entity → parent line (a hollow arrow in DOT).
public struct DiagramInheritance: Equatable, Sendable {
    public var child: String
    public var parent: String

    public init(child: String, parent: String) {
        self.child = child
        self.parent = parent
    }
}
