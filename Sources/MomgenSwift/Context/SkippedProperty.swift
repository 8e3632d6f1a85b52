// A property the emitter leaves out of a class, and why.

/// A property left out of the generated class, and why (written as a comment).
public struct SkippedProperty: Sendable, Equatable {
    public let name: String
    public let reason: String
}
