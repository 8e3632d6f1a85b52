// An entity the emitter leaves out, and why.

/// An entity left out, and why (for `--dry-run` listings and tests).
public struct SkippedEntity: Sendable, Equatable {
    public let name: String
    public let reason: String
}
