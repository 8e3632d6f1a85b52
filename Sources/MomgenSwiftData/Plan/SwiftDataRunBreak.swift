// Why a stage whose step lightweight migration infers is still a `.custom`
// stage: SwiftData (Core Data's NSStagedMigrationManager underneath) infers a
// run of consecutive lightweight stages as one jump, from the store's version
// straight to the run's last one, and that jump is judged alone. The
// reported experiment (Apple Developer Forums, thread 804902: V1 → V2 and
// V2 → V3 each inferable, V1 → V3 not): `lightweight[1] → lightweight[2] →
// lightweight[3]` fails with "missing mapping model", `custom[1→2] →
// lightweight[3]` and `lightweight[1] → custom[2→3]` migrate. A custom stage
// with no handlers is a step of its own, migrated by inference, so it ends
// the run before it.

/// The jump a run of lightweight stages would have made, which a custom
/// stage ends.
///
/// For example, `SwiftDataRunBreak(fromVersion: "Library", toVersion: "Library 3",
/// reasons: ["Book.code: attribute `code` changed type from String to Integer 64: …"])`.
public struct SwiftDataRunBreak: Sendable, Equatable {
    /// The model versions of the jump's ends (the schemas' representatives).
    public let fromVersion: String
    public let toVersion: String
    /// What makes the jump wrong, one line each: the changes lightweight
    /// migration cannot infer. Plain text from `diff`.
    public let reasons: [String]

    public init(fromVersion: String, toVersion: String, reasons: [String]) {
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.reasons = reasons
    }
}
