// Asks `momgen lint` whether a model has error-level findings; the corpus
// type-check leaves those models out (and says so).
import Foundation
import MomgenTestSupport

/// Reads `momgen lint MODEL --format json`.
enum LintGate {
    /// The error-level findings as "rule: message" lines; empty when there are
    /// none; nil when lint could not be run or its output not read.
    static func errorFindings(_ model: String) -> [String]? {
        guard let result = try? MomgenProcess.run(["lint", model, "--format", "json"]),
              let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let diagnostics = json["diagnostics"] as? [[String: Any]] else { return nil }
        return diagnostics.filter { $0["severity"] as? String == "error" }.map {
            "\($0["rule"] as? String ?? "?"): \($0["message"] as? String ?? "")"
        }
    }
}
