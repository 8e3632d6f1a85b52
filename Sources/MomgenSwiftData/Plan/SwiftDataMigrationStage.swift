// One step of the generated `SchemaMigrationPlan`: from a schema to the next,
// lightweight when Core Data's inferred migration covers every change of the
// step (as `momgen diff` judges it), custom otherwise, and custom with no
// handlers where it ends a run of lightweight stages whose one jump
// lightweight migration could not infer (SwiftDataRunBreak).

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
    /// Set when the step itself is inferable and the stage is custom only to
    /// end the run of lightweight stages before it (its kind is `.custom`).
    public let runBreak: SwiftDataRunBreak?

    public init(from: Int, to: Int, fromVersion: String, toVersion: String, kind: Kind, findings: [String],
                runBreak: SwiftDataRunBreak? = nil) {
        self.from = from
        self.to = to
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.kind = kind
        self.findings = findings
        self.runBreak = runBreak
    }

    /// Whether Core Data infers the whole step (lightweight, or a run break):
    /// then `findings` are what the inferred migration drops.
    public var infersStep: Bool { kind == .lightweight || runBreak != nil }

    /// This lightweight stage as a custom one with no handlers that ends the
    /// run before it (the findings, what the step drops, stay).
    public func endingRun(_ runBreak: SwiftDataRunBreak) -> SwiftDataMigrationStage {
        SwiftDataMigrationStage(from: from, to: to, fromVersion: fromVersion, toVersion: toVersion, kind: .custom,
                                findings: findings, runBreak: runBreak)
    }
}
