// Issue 34, items 12 and 13: a name from a model reaches DDL, the GitHub
// reporter, JSON and SARIF only through an escaper. A fetch index name with
// a line break (written in the XML as `&#10;`) must not make `momgen ddl`
// print a line of its own (`::error::…` in a CI log), and no output may carry
// CR, NEL or U+009B raw (XML can carry no other control character; ESC, NUL
// and VT from compiled names are covered in MomgenDDLTests and MomgenLintTests).
import Foundation
import MomgenDiagnostics
import MomgenTestSupport
import XCTest

final class HostileNameOutputTests: XCTestCase {
    private var folder: URL!
    private var model: String { folder.appendingPathComponent("BookStore.xcdatamodeld").path }

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("hostile-names")
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: model)
        let contents = model + "/BookStore.xcdatamodel/contents"
        let xml = try String(contentsOfFile: contents, encoding: .utf8)
        let index = "<fetchIndex name=\"byTitle&#10;::error::forged&#13;\u{85}\u{9B}31m\"><fetchIndexElement property=\"title\" type=\"Binary\" order=\"ascending\"/></fetchIndex>\n        "
        try xml.replacingOccurrences(of: "<attribute name=\"title\"", with: index + "<attribute name=\"title\"")
            .write(toFile: contents, atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func assertNoRawControls(_ text: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let raw = text.unicodeScalars.filter { TerminalText.isUnsafe($0) && $0 != "\n" }
        XCTAssertTrue(raw.isEmpty, "\(what) holds \(raw.map { "U+" + String($0.value, radix: 16) })", file: file, line: line)
    }

    func testIssue34Item12FetchIndexNameWithALineBreakStaysInsideItsDDLStatement() throws {
        let ddl = try MomgenProcess.run(["ddl", model], in: folder)
        XCTAssertEqual(ddl.status, 0, ddl.stderr)
        XCTAssertTrue(ddl.stdout.contains("byTitle"), ddl.stdout)
        for line in ddl.stdout.split(separator: "\n") {
            XCTAssertFalse(line.trimmingCharacters(in: .whitespaces).hasPrefix("::"), String(line))
        }
        assertNoRawControls(ddl.stdout, "the DDL")
        for format in ["json"] {
            let json = try MomgenProcess.run(["ddl", model, "--format", format], in: folder)
            XCTAssertEqual(json.status, 0, json.stderr)
            assertNoRawControls(json.stdout, "the \(format) DDL")
        }
    }

    func testIssue34Item13LintReportsCarryNoRawControlCharacters() throws {
        // Every lint format, with findings that name the index.
        let contents = model + "/BookStore.xcdatamodel/contents"
        let xml = try String(contentsOfFile: contents, encoding: .utf8)
        try xml.replacingOccurrences(of: "property=\"title\" type=\"Binary\"", with: "property=\"nothing&#10;::error::x\u{9B}2J\" type=\"Binary\"")
            .write(toFile: contents, atomically: true, encoding: .utf8)
        for format in ["github", "json", "sarif", "xcode"] {
            let result = try MomgenProcess.run(["lint", model, "--format", format], in: folder)
            XCTAssertTrue(result.stdout.contains("nothing"), "\(format): \(result.stdout)")
            assertNoRawControls(result.stdout, format)
            assertNoRawControls(result.stderr, format + " (standard error)")
        }
    }
}
