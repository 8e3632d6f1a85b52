// A hand-written plan's `.lightweight` stages, diffed as Core Data infers
// them (`momgen diff`'s rules, on the models the reader derives from each
// schema's classes). A lightweight stage has no mapping model to fall back
// on: a step Core Data cannot infer (a required attribute added without a
// default, a type changed) fails while SwiftData opens an older store. And
// SwiftData infers consecutive lightweight stages as one jump from any schema
// of the run to its last (docs/swiftdata.md, "Runs of lightweight stages are
// one jump"), so each such jump is diffed too.
import MomgenDiagnostics
import MomgenModel
import MomgenVersions

/// Checks a plan's lightweight stages and their runs.
struct SwiftLightweightStages {
    let model: SwiftSourceModel

    func findings(_ plan: SwiftMigrationPlan) -> [Diagnostic] {
        var resolved: [String: ResolvedModel] = [:]
        func resolvedModel(_ name: String) -> ResolvedModel? {
            if let known = resolved[name] { return known }
            guard let version = model.version(named: name), !version.isLive else { return nil }
            let found = Resolver().resolve(version.model)
            resolved[name] = found
            return found
        }
        // Each pair diffed once: a run's steps are asked for again by every jump over them.
        var diffs: [String: [ModelChange]] = [:]
        func diff(_ from: String, _ to: String) -> [ModelChange]? {
            let key = from + "\u{0}" + to
            if let known = diffs[key] { return known.isEmpty ? nil : known }
            guard let old = resolvedModel(from), let new = resolvedModel(to) else { return nil }
            let wrong = ModelDiff().diff(from: old, named: from, to: new, named: to).changes.filter { !$0.inferable }
            diffs[key] = wrong
            return wrong.isEmpty ? nil : wrong
        }
        var findings: [Diagnostic] = []
        // The lightweight stages by their source, in `schemas` order.
        var next: [String: SwiftMigrationStage] = [:]
        for stage in plan.stages where stage.kind == "lightweight" && stage.from.count == 1 && stage.to.count == 1 {
            next[stage.from[0]] = stage
            if let wrong = diff(stage.from[0], stage.to[0]) {
                // An error only where momgen derives both schemas exactly, as
                // for duplicate checksums: else the change may be its own.
                let exact = [stage.from[0], stage.to[0]].allSatisfy { resolvedModel($0).map { ModelVersionHashes($0).isExact } ?? false }
                findings.append(SwiftPlanRule.lightweightNotInferable.finding(
                    exact ? .error : .warning,
                    "the lightweight stage `\(stage.from[0])` → `\(stage.to[0])` changes what Core Data cannot infer\(exact ? "" : ", as far as momgen can derive the classes"): \(Self.list(wrong))",
                    at: stage.location))
            }
        }
        // Each run's jumps: from every schema of it to the run's last.
        var reported: Set<String> = []
        for start in plan.schemas {
            guard let first = next[start] else { continue }
            var path = [start, first.to[0]]
            while let more = next[path.last!], !path.contains(more.to[0]), path.count <= plan.schemas.count { path.append(more.to[0]) }
            guard path.count > 2, let end = path.last else { continue }
            for index in 0 ..< path.count - 2 {
                let from = path[index]
                guard reported.insert(from + "→" + end).inserted, let wrong = diff(from, end) else { continue }
                // Where every step infers: the jump is the defect.
                let steps = zip(path[index...], path[(index + 1)...]).allSatisfy { diff($0, $1) == nil }
                guard steps, let last = next[path[path.count - 2]] else { continue }
                findings.append(SwiftPlanRule.lightweightRunJump.finding(
                    .warning, "SwiftData infers the lightweight stages from `\(from)` to `\(end)` as one jump, which Core Data cannot infer: \(Self.list(wrong))",
                    at: last.location))
            }
        }
        return findings
    }

    /// The changes, as `diff` states them.
    static func list(_ changes: [ModelChange]) -> String {
        changes.map { change in (change.property.map { "\(change.entity).\($0)" } ?? change.entity) + ": " + change.reason }
            .joined(separator: "; ")
    }
}
