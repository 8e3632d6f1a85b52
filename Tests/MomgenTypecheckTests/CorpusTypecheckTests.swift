// The generated code for every corpus model version type-checks against the
// Core Data stub. Versions with error-level lint findings, and versions momgen
// refuses to generate, are reported, not asserted; compiler rejections fail
// the test unless a model defect listed below explains them.
import Foundation
import MomgenTestSupport
import XCTest

final class CorpusTypecheckTests: XCTestCase {
    /// Versions whose generated code cannot type-check because of the model
    /// itself, keyed by path relative to ../shared, with the defect named.
    static let knownModelDefects: [String: String] = [:]

    func testEveryGeneratableCorpusModelTypechecks() throws {
        try TestRequirements.shared(for: "type-checking the real-world corpus")
        let versions = TestPaths.sharedModelVersions
        XCTAssertFalse(versions.isEmpty, "no corpus model versions found")
        var outcomes = [CorpusOutcome?](repeating: nil, count: versions.count)
        let lock = NSLock()
        let started = Date()
        DispatchQueue.concurrentPerform(iterations: versions.count) { index in
            let outcome = Self.check(versions[index])
            lock.lock(); outcomes[index] = outcome; lock.unlock()
        }
        let results = outcomes.compactMap { $0 }
        print("layout \(Self.layout) \(Self.extraArguments.joined(separator: " "))")
        print(CorpusReport.text(results, wallSeconds: Date().timeIntervalSince(started)))
        for outcome in results where outcome.verdict == .rejected && Self.knownModelDefects[outcome.model] == nil {
            XCTFail("generated code for \(outcome.model) does not type-check:\n\(outcome.detail)")
        }
        for (model, defect) in Self.knownModelDefects where !results.contains(where: { $0.model == model && $0.verdict == .rejected }) {
            XCTFail("\(model) is listed as a model defect (\(defect)) but no longer fails: remove it from the list")
        }
    }

    /// The layout the corpus is generated in: `MOMGEN_CORPUS_LAYOUT`
    /// (`xcode`, `single`, `mogenerator-template-set`) to check another one
    /// on demand, else mogenerator.
    static var layout: String {
        ProcessInfo.processInfo.environment["MOMGEN_CORPUS_LAYOUT"] ?? "mogenerator"
    }

    /// More `momgen generate` arguments: `MOMGEN_CORPUS_ARGUMENTS`, split at
    /// spaces (e.g. `--include-xcode-generated`, to check the entities whose
    /// class Xcode generates, the ones the xcode layout stands in for).
    static var extraArguments: [String] {
        (ProcessInfo.processInfo.environment["MOMGEN_CORPUS_ARGUMENTS"] ?? "").split(separator: " ").map(String.init)
    }

    /// Generates one version (in `layout`) and type-checks it, declaring app types when the model names them.
    static func check(_ version: String) -> CorpusOutcome {
        let start = Date()
        let model = String(version.dropFirst(TestPaths.shared.path.count + 1))
        func outcome(_ verdict: CorpusOutcome.Verdict, _ detail: String, _ appTypes: [String] = []) -> CorpusOutcome {
            CorpusOutcome(model: model, verdict: verdict, detail: detail, appTypes: appTypes, seconds: Date().timeIntervalSince(start))
        }
        if let findings = LintGate.errorFindings(version), !findings.isEmpty {
            return outcome(.lintErrors, findings.joined(separator: "\n"))
        }
        guard let generated = try? GeneratedCode.generate(model: version, layout: layout, extraArguments: extraArguments) else {
            return outcome(.notGenerated(-1), "could not run momgen")
        }
        defer { generated.discard() }
        guard generated.status == 0 else { return outcome(.notGenerated(generated.status), firstLines(generated.stderr)) }
        guard !generated.files.isEmpty else { return outcome(.nothingGenerated, "every entity is left to Xcode or has no class") }
        var result = Typechecker.check(files: generated.files, moduleName: "CorpusModel")
        let appTypes = AppTypes.missingTypes(in: result.diagnostics)
        if !result.ok, !appTypes.isEmpty {
            let declarations = generated.folder.appendingPathComponent("AppTypes.swift")
            let text = generated.files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
            try? AppTypes.declarations(for: appTypes, usedIn: text).write(to: declarations, atomically: true, encoding: .utf8)
            result = Typechecker.check(files: generated.files + [declarations], moduleName: "CorpusModel")
        }
        let errors = result.diagnostics.split(separator: "\n").filter { $0.contains("error:") }.joined(separator: "\n")
        return outcome(result.ok ? .typechecks : .rejected, firstLines(errors, generated.folder.path), appTypes)
    }

    /// The first lines of `text`, with the temporary folder shortened, for a readable report.
    static func firstLines(_ text: String, _ folder: String = "", count: Int = 12) -> String {
        let shortened = folder.isEmpty ? text : text.replacingOccurrences(of: folder + "/", with: "")
        return shortened.split(separator: "\n").prefix(count).joined(separator: "\n")
    }
}
