// The printed summary of the corpus type-check: counts, timing, and every
// version that was not generated or did not type-check, with the reason.
import Foundation

/// Formats corpus outcomes for the test log.
enum CorpusReport {
    /// A multi-line summary.
    static func text(_ outcomes: [CorpusOutcome], wallSeconds: Double) -> String {
        let passed = outcomes.filter { $0.verdict == .typechecks }
        let rejected = outcomes.filter { $0.verdict == .rejected }
        let skipped = outcomes.filter { if case .notGenerated = $0.verdict { return true } else { return false } }
        let linted = outcomes.filter { $0.verdict == .lintErrors }
        let empty = outcomes.filter { $0.verdict == .nothingGenerated }
        let slowest = outcomes.max { $0.seconds < $1.seconds }
        var lines = ["corpus type-check: \(outcomes.count) versions, \(passed.count) type-check, "
                     + "\(rejected.count) rejected, \(linted.count) skipped for lint errors, \(skipped.count) not generated, "
                     + "\(empty.count) with nothing to generate; "
                     + String(format: "wall %.1f s, slowest %.2f s (%@)", wallSeconds, slowest?.seconds ?? 0, slowest?.model ?? "-")]
        for outcome in outcomes where !outcome.appTypes.isEmpty {
            lines.append("  app types declared for \(outcome.model): \(outcome.appTypes.joined(separator: ", "))")
        }
        for outcome in linted {
            lines.append("  lint errors, not type-checked \(outcome.model): \(outcome.detail.replacingOccurrences(of: "\n", with: " | "))")
        }
        for outcome in skipped {
            lines.append("  not generated \(outcome.model) [\(outcome.verdict)]: \(outcome.detail.replacingOccurrences(of: "\n", with: " | "))")
        }
        for outcome in rejected {
            lines.append("  REJECTED \(outcome.model):\n" + outcome.detail.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }
        return lines.joined(separator: "\n")
    }
}
