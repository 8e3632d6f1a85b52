// Issue 34, item 13: `lint --format github` printed compiled names' ESC, NUL,
// VT, FF and C1 raw, and JSON and SARIF passed U+009B through. Every report
// now carries none of them raw, and JSON readers still get the text back.
import Foundation
import MomgenDiagnostics
import MomgenLint
import XCTest

final class ReporterControlCharacterTests: XCTestCase {
    static let name = "A\u{1B}[2J\u{0}\u{0B}\u{0C}\u{9B}31m\u{85}\u{7F}\u{202E}"
    static let report = LintReport(diagnostics: [
        Diagnostic(ruleID: "placeholder-name", severity: .warning, message: "entity '\(name)' is a placeholder",
                   location: SourceLocation(file: "M\u{9B}.mom", line: 1, column: 1), entity: name, fixHint: "rename \(name)"),
    ], checkedFiles: [])

    private func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { TerminalText.isUnsafe($0) && $0 != "\n" }.map { "U+" + String($0.value, radix: 16) }
    }

    func testIssue34Item13GitHubReporterEscapesEveryControlCharacter() {
        let output = GitHubReporter().report(Self.report)
        XCTAssertEqual(rawControls(output), [], output)
        XCTAssertTrue(output.contains("A\\u{1B}[2J\\u{0}\\u{B}\\u{C}\\u{9B}31m\\u{85}\\u{7F}\\u{202E}"), output)
        XCTAssertEqual(output.split(separator: "\n").count, 1, output)
    }

    func testIssue34Item13JSONAndSARIFEscapeC1AndKeepTheText() throws {
        for output in [JSONReporter().report(Self.report), SARIFReporter(rules: []).report(Self.report)] {
            XCTAssertEqual(rawControls(output), [], output)
            XCTAssertTrue(output.contains("\\u009b"), output)
            XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(output.utf8)))
        }
        let json = JSONReporter().report(Self.report)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let messages = (document["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        XCTAssertEqual(messages, ["entity '\(Self.name)' is a placeholder"])
    }
}
