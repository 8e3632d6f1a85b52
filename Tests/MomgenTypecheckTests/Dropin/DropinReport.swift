// The printed summary of the drop-in run: per project, whether its own code
// compiles unchanged and the first errors momgen's output causes.
import Foundation

/// The printed summary of the drop-in run.
enum DropinReport {
    static func text(_ outcomes: [DropinOutcome]) -> String {
        let passing = outcomes.filter(\.compilesUnchanged)
        var lines = ["drop-in projects: \(passing.count) of \(outcomes.count) compile unchanged"]
        for outcome in outcomes {
            let verdict = outcome.compilesUnchanged ? "compiles unchanged" : "\(outcome.newErrors.count) new errors"
            lines.append("  \(outcome.project) [\(outcome.arguments.joined(separator: " "))]: \(verdict) "
                         + "(\(outcome.baselineErrorCount) errors with the committed files too)")
            for error in outcome.newErrors.prefix(8) { lines.append("    " + error) }
        }
        return lines.joined(separator: "\n")
    }
}
