// Turns the changes between two model versions into diagnostics, so `momgen
// diff`, `momgen lint` (with a lock) and the build step report them through
// the lint reporters, severity overrides and exit codes.
import MomgenDiagnostics
import MomgenLint
import MomgenModel
import MomgenVersions

/// The diagnostics of a version diff.
public enum MigrationFindings {
    /// One diagnostic per change: not inferable (`migration-not-inferable`),
    /// data at risk (`migration-data-at-risk`), a hash change lightweight
    /// migration infers (`migration-needed`, info), or a change that moves no
    /// hash but moves data (`migration-note`, info).
    /// `newer` is the newer version, whose `momgen.disable` userInfo entries
    /// suppress findings on its elements.
    public static func diagnostics(_ result: ModelDiffResult, linter: Linter, newer: ResolvedModel? = nil) -> [Diagnostic] {
        result.changes.compactMap { change in
            let rule = rule(for: change.group)
            let subject = change.property.map { "\(change.entity).\($0)" } ?? change.entity
            return linter.versionDiagnostic(rule, message: "\(subject): \(change.reason) ('\(result.from)' → '\(result.to)')",
                                            at: change.location, entity: change.entity, property: change.property,
                                            fixHint: change.fix ?? rule.fixHint, in: newer)
        }
    }

    static func rule(for group: ModelChange.Group) -> RuleDescription {
        switch group {
        case .notInferable: return VersionRules.migrationNotInferable
        case .dataAtRisk: return VersionRules.migrationDataAtRisk
        case .inferred: return VersionRules.migrationNeeded
        case .note: return VersionRules.migrationNote
        }
    }

    /// The order `momgen diff` reports in, every format alike: errors first,
    /// then by group (not inferable, data at risk, inferred, notes) — what
    /// blocks a release leads, since CI shows only a step's first annotations —
    /// then the usual order (file, line, column, rule, message).
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        let left = rank(lhs.ruleID), right = rank(rhs.ruleID)
        if left != right { return left < right }
        return Diagnostic.reportOrder(lhs, rhs)
    }

    private static func rank(_ ruleID: String) -> Int {
        ModelChange.Group.allCases.firstIndex { rule(for: $0).id == ruleID } ?? ModelChange.Group.allCases.count
    }

    /// The line `momgen diff` ends with, e.g. `1 step, 1 needs a mapping
    /// model: 'Model 1' → 'Model 2' (2 not inferable, 1 data at risk, 3
    /// inferred, 1 note)`.
    public static func summary(_ results: [ModelDiffResult]) -> String {
        let blocked = results.filter { !$0.lightweightInferable }
        var line = "\(results.count) step\(results.count == 1 ? "" : "s"), "
        line += blocked.isEmpty ? "none needs a mapping model" : "\(blocked.count) need\(blocked.count == 1 ? "s" : "") a mapping model"
        let steps = results.map { result -> String in
            let counts: [(ModelChange.Group, String)] = [(.notInferable, "not inferable"), (.dataAtRisk, "data at risk"), (.inferred, "inferred"), (.note, "note")]
            let parts = counts.compactMap { group, label -> String? in
                let count = result.count(group)
                guard count > 0 else { return nil }
                return "\(count) \(label)\(group == .note && count != 1 ? "s" : "")"
            }
            let verdict = result.migrationNeeded ? (result.lightweightInferable ? "migration inferred" : "needs a mapping model") : "no migration"
            return "'\(result.from)' → '\(result.to)' \(verdict)" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
        }
        // Version names come from folder names: through the one terminal
        // escaper, so the summary stays one line that starts with its count.
        return TerminalText.escaped(line + ": " + steps.joined(separator: "; "))
    }
}
