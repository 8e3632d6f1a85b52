// One step of the generated `SchemaMigrationPlan`: from a schema to the next,
// lightweight when Core Data's inferred migration covers every change of the
// step (as `momgen diff` judges it), custom otherwise.

/// A stage of the migration plan.
///
/// For example, Journal → Journal 2 adding an optional attribute gives
/// `SwiftDataMigrationStage(from: 1, to: 2, kind: .lightweight, …)`.
public struct SwiftDataMigrationStage: Sendable, Equatable {
    /// `.lightweight(fromVersion:toVersion:)` or `.custom(…)`.
    public enum Kind: String, Sendable {
        case lightweight, custom
    }

    /// The schema numbers (`to == from + 1`).
    public let from: Int
    public let to: Int
    /// The model versions the step goes between (the schemas' representatives).
    public let fromVersion: String
    public let toVersion: String
    public let kind: Kind
    /// What must be migrated by hand (custom) or what the inferred migration
    /// drops (lightweight): one line each, plain text from `diff`'s findings;
    /// the emitter makes each safe for a comment.
    public let findings: [String]

    public init(from: Int, to: Int, fromVersion: String, toVersion: String, kind: Kind, findings: [String]) {
        self.from = from
        self.to = to
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.kind = kind
        self.findings = findings
    }
}
