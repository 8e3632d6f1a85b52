// The order a plan states twice: once in `schemas` (oldest first) and once in
// each schema's `versionIdentifier`, and each stage states it again (from an
// older schema to a newer one). When they disagree, which schema shipped
// first is ambiguous: momgen's diff, lock and plan follow `schemas`, a reader
// of the identifiers or the stages concludes the opposite, and a store of the
// schema a backward stage leads to has no stage forward. SwiftData documents
// no check of its own for either, so these are warnings.
import MomgenDiagnostics

/// The plan-order findings of one plan.
struct SwiftPlanOrder {
    let model: SwiftSourceModel

    func findings(_ plan: SwiftMigrationPlan) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let listed = plan.schemas.compactMap { model.version(named: $0) }
        for (older, newer) in zip(listed, listed.dropFirst()) {
            guard let before = Self.components(older.versionIdentifier), let after = Self.components(newer.versionIdentifier),
                  after.lexicographicallyPrecedes(before) else { continue }
            findings.append(SwiftPlanRule.planOrder.finding(
                .warning,
                "`\(plan.name).schemas` lists `\(newer.name)` (\(newer.versionIdentifier ?? "")) after `\(older.name)` (\(older.versionIdentifier ?? "")), so its order and the version identifiers disagree about which shipped first",
                at: newer.location ?? plan.location))
        }
        for stage in plan.stages {
            let from = stage.from.joined(separator: "."), to = stage.to.joined(separator: ".")
            guard let start = plan.schemas.firstIndex(of: from), let end = plan.schemas.firstIndex(of: to), end <= start else { continue }
            findings.append(SwiftPlanRule.planOrder.finding(
                .warning,
                "a \(stage.kind) stage of `\(plan.name)` goes from `\(from)` to `\(to)`, which `schemas` lists \(end == start ? "as the same schema" : "before it")",
                at: stage.location))
        }
        return findings
    }

    /// `1.2.0` as [1, 2, 0]; nil when any part is not a number.
    private static func components(_ identifier: String?) -> [Int]? {
        guard let identifier else { return nil }
        let parts = identifier.split(separator: ".").map { Int($0) }
        return parts.isEmpty || parts.contains(nil) ? nil : parts.compactMap { $0 }
    }
}
