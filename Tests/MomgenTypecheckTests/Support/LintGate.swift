// Asks `momgen lint` whether a model has error-level findings; the corpus
// type-check leaves those models out (and says so).
//
// The corpus tests ask this of the same 148 versions once per layout run (nine
// runs); the answer depends only on the model file and the momgen binary of
// this test process, so each model is linted once per process and the answer
// reused.
import Foundation
import MomgenTestSupport

/// Reads `momgen lint MODEL --format json`.
enum LintGate {
    /// The error-level findings as "rule: message" lines; empty when there are
    /// none; nil when lint could not be run or its output not read.
    static func errorFindings(_ model: String) -> [String]? {
        if let known = answers.value(for: model) { return known }
        let answer = lint(model)
        answers.store(answer, for: model)
        return answer
    }

    /// Runs `momgen lint` on `model`.
    private static func lint(_ model: String) -> [String]? {
        guard let result = try? MomgenProcess.run(["lint", model, "--format", "json"]),
              let json = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let diagnostics = json["diagnostics"] as? [[String: Any]] else { return nil }
        return diagnostics.filter { $0["severity"] as? String == "error" }.map {
            "\($0["rule"] as? String ?? "?"): \($0["message"] as? String ?? "")"
        }
    }

    /// This process's answers, by model path (a model that could not be linted is not kept).
    private static let answers = LintAnswers()
}

/// The lint answers of one test process, safe to use from concurrent checks.
private final class LintAnswers: @unchecked Sendable {
    private var byModel: [String: [String]] = [:]
    private let lock = NSLock()

    func value(for model: String) -> [String]? {
        lock.lock(); defer { lock.unlock() }
        return byModel[model]
    }

    func store(_ answer: [String]?, for model: String) {
        guard let answer else { return }
        lock.lock(); defer { lock.unlock() }
        byModel[model] = answer
    }
}
