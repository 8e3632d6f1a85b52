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

    /// One corpus run per layout (momgen's, Xcode's, the single file and the
    /// mogenerator template set), each with the layout's default required
    /// style. A test each, so a failure names its layout.
    func testCorpusTypechecksInTheMogeneratorLayout() throws { try checkCorpus(layout: "mogenerator") }
    func testCorpusTypechecksInTheXcodeLayout() throws { try checkCorpus(layout: "xcode") }
    func testCorpusTypechecksInTheSingleLayout() throws { try checkCorpus(layout: "single") }
    func testCorpusTypechecksWithTheMogeneratorTemplateSet() throws { try checkCorpus(layout: GeneratedCode.mogeneratorSet) }

    /// The entities whose Codegen is Xcode's (`class`, `category`) are the
    /// ones the xcode layout stands in for: most corpus models set it, so the
    /// default runs above skip them. This run generates them too, in every
    /// layout, one after the other.
    func testCorpusTypechecksWithXcodeGeneratedEntitiesInEveryLayout() throws {
        for layout in GeneratedCode.layouts {
            try checkCorpus(layout: layout, extraArguments: ["--include-xcode-generated"])
        }
    }

    /// More `momgen generate` arguments for every run, on demand:
    /// `MOMGEN_CORPUS_ARGUMENTS`, split at spaces (for example
    /// `--required-style optional --access open`).
    static var environmentArguments: [String] {
        (ProcessInfo.processInfo.environment["MOMGEN_CORPUS_ARGUMENTS"] ?? "").split(separator: " ").map(String.init)
    }

    /// Generates every corpus version in `layout` and type-checks it; fails
    /// on every rejection no listed model defect explains.
    private func checkCorpus(layout: String, extraArguments: [String] = []) throws {
        try TestRequirements.shared(for: "type-checking the real-world corpus")
        let extraArguments = extraArguments + Self.environmentArguments
        let versions = TestPaths.sharedModelVersions
        XCTAssertFalse(versions.isEmpty, "no corpus model versions found")
        var outcomes = [CorpusOutcome?](repeating: nil, count: versions.count)
        let lock = NSLock()
        let started = Date()
        DispatchQueue.concurrentPerform(iterations: versions.count) { index in
            let outcome = Self.check(versions[index], layout: layout, extraArguments: extraArguments)
            lock.lock(); outcomes[index] = outcome; lock.unlock()
        }
        let results = outcomes.compactMap { $0 }
        let run = (["layout", layout] + extraArguments).joined(separator: " ")
        print("\(run): " + CorpusReport.text(results, wallSeconds: Date().timeIntervalSince(started))
              + "\n  type-checks answered from an identical earlier input in this process so far: \(TypecheckMemo.process.shared)")
        XCTAssertGreaterThan(results.filter { $0.verdict == .typechecks }.count, versions.count / 2,
                             "\(run): fewer than half the corpus versions were type-checked")
        for outcome in results where outcome.verdict == .rejected && Self.knownModelDefects[outcome.model] == nil {
            XCTFail("\(run): generated code for \(outcome.model) does not type-check:\n\(outcome.detail)")
        }
        for (model, defect) in Self.knownModelDefects where !results.contains(where: { $0.model == model && $0.verdict == .rejected }) {
            XCTFail("\(run): \(model) is listed as a model defect (\(defect)) but no longer fails: remove it from the list")
        }
    }

    /// Generates one version in `layout` and type-checks it, declaring app types when the model names them.
    static func check(_ version: String, layout: String, extraArguments: [String]) -> CorpusOutcome {
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
