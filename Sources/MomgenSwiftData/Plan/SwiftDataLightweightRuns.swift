// SwiftData infers consecutive `.lightweight` stages as one jump: a store of
// any schema of the run goes straight to the run's last schema (the source of
// the next custom stage, or the current schema), and the inferred mapping of
// that jump sees only its two ends (SwiftDataRunBreak has the evidence). So
// every step being inferable is not enough: an attribute removed in one step
// and added again with another type in the next is two inferable steps and
// one type change no inferred mapping converts.
//
// For each run of lightweight stages the jump from every schema of it (a
// store of each may exist) to its last schema is diffed; where `diff` finds
// one not inferable, the stage leaving the latest such schema becomes
// `.custom` with no handlers: a step of its own, migrated by inference, which
// ends the run before it (and the shorter run before it is checked alike).
// The generated plan can always do this honestly (the step alone is
// inferable), so the finding is a note, not a warning to act on.
import MomgenDiagnostics
import MomgenModel
import MomgenVersions

/// Splits runs of lightweight stages whose one jump lightweight migration cannot make.
struct SwiftDataLightweightRuns {
    /// The rule id of the note for each stage made custom to end a run.
    static let ruleID = "swiftdata-lightweight-run-split"

    /// The plan's schemas (oldest first) with the model versions their classes come from.
    let models: [(name: String, model: ResolvedModel)]
    let naming: SwiftDataSchemaNaming

    /// `stages` (one per step, `steps[t]` the diff of stage `t`) with every
    /// run split where its jump is wrong, and a note per split.
    func split(_ stages: [SwiftDataMigrationStage], steps: [ModelDiffResult]) -> (stages: [SwiftDataMigrationStage], notes: [Diagnostic]) {
        var result = stages
        var notes: [Diagnostic] = []
        var index = 0
        while index < stages.count {
            guard stages[index].kind == .lightweight else {
                index += 1
                continue
            }
            // The run: schemas start...end, joined by lightweight stages.
            let start = index
            while index < stages.count, stages[index].kind == .lightweight { index += 1 }
            var end = index
            // A store of any schema of the run jumps to `end`. The latest start
            // whose jump is wrong ends a run of its own: its stage becomes
            // custom, the schemas after it jump to `end` (each checked), those
            // up to it are a shorter run, checked the same way. Each pass
            // diffs each start once, so a bundle of n versions costs about n
            // diffs per split, not n².
            while end - start > 1 {
                let wrong = (start..<(end - 1)).reversed().lazy.compactMap { from in
                    self.wrongJump(from: from, to: end).map { (from, $0) }
                }.first
                guard let found = wrong else { break }
                let (from, reasons) = found
                let runBreak = SwiftDataRunBreak(fromVersion: models[from].name, toVersion: models[end].name, reasons: reasons)
                result[from] = stages[from].endingRun(runBreak)
                notes.append(note(result[from], runBreak, at: steps[from]))
                end = from
            }
        }
        return (result, notes)
    }

    /// What lightweight migration cannot infer in the jump `from` → `to`,
    /// or nil when it infers every change. What the jump drops, a step of
    /// it drops too, and that step's warning says so: Core Data matches
    /// properties and entities by renaming identifier (each defaulting to
    /// its name), and a match in every step is a match of the ends, so a
    /// rename kept step by step is kept by the jump.
    private func wrongJump(from: Int, to: Int) -> [String]? {
        let jump = ModelDiff().diff(from: models[from].model, named: models[from].name, to: models[to].model, named: models[to].name)
        let wrong = jump.changes.filter { !$0.inferable }
        // The reason only: the fix `diff` gives is for the jump as a step,
        // which the split makes no one take.
        return wrong.isEmpty ? nil : wrong.map { SwiftDataVersionPlanner.line($0, withFix: false) }
    }

    /// The note for `stage`, made custom by `runBreak`, at the step's first change.
    private func note(_ stage: SwiftDataMigrationStage, _ runBreak: SwiftDataRunBreak, at step: ModelDiffResult) -> Diagnostic {
        let first = step.changes.first { $0.changesHash }
        return Diagnostic(
            ruleID: Self.ruleID, severity: .info,
            message: "SwiftData infers consecutive lightweight stages as one jump, and lightweight migration cannot make the jump from '\(runBreak.fromVersion)' to '\(runBreak.toVersion)' "
                + "(\(runBreak.reasons.joined(separator: "; "))): the stage from '\(stage.fromVersion)' to '\(stage.toVersion)' (\(naming.schemaName(stage.from)) → \(naming.schemaName(stage.to))) "
                + "is custom with no handlers, a step of its own that Core Data still infers, so that the run ends at '\(stage.fromVersion)'",
            location: first?.location ?? SwiftDataVersionPlanner.location(of: models[stage.to - 1].model),
            entity: first?.entity, property: first?.property)
    }
}
