// One way the entity SwiftData derives differs from the model's entity in a
// fact that enters the version hash, with the losses that explain it.

/// One difference between the model's entity and the derived one.
public struct SwiftDataHashDifference: Sendable {
    /// The property that differs; nil for the entity itself.
    public let property: String?
    /// What changes, for example "optional NO → YES" or "absent".
    public let change: String
    /// Why: the losses that explain it (empty means momgen cannot say why,
    /// which a test treats as a bug in the derivation).
    public let losses: [SwiftDataLoss]
}
