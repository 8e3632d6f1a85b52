// `momgen lint` as users run it: formats, exit codes, --strict, --config,
// --cloudkit, --list-rules, and the generated docs/rules.md.
import Foundation
import MomgenLint
import MomgenTestSupport
import XCTest

final class LintCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("lint-cli")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Writes a model (a `contents` file in a `.xcdatamodel` folder) and returns its folder path.
    private func model(_ name: String, _ body: String, attributes: String = "") throws -> String {
        let url = folder.appendingPathComponent("\(name).xcdatamodel")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try RuleExample(body, model: attributes).document.write(to: url.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        return url.path
    }

    private let warningOnly = """
    <entity name="Book">
        <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>
    </entity>
    <entity name="Author"/>
    """

    private let withError = """
    <entity name="Note">
        <attribute name="description" optional="YES" attributeType="String"/>
    </entity>
    """

    func testWarningsExitZeroAndStrictExitsOne() throws {
        let path = try model("Warn", warningOnly)
        let plain = try MomgenProcess.run(["lint", path], in: folder)
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, "\(path)/contents:4:5: warning: relationship 'Book.author' should have an inverse [missing-inverse]\n")
        XCTAssertEqual(plain.stderr, "momgen lint: 0 errors, 1 warning, 0 notes\n")
        let strict = try MomgenProcess.run(["lint", "--strict", "--quiet", path], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stderr, "")
    }

    func testErrorsExitOneAndSeveralModelsAreSortedTogether() throws {
        let a = try model("A", withError), b = try model("B", warningOnly)
        let result = try MomgenProcess.run(["lint", "--quiet", b, a], in: folder)
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasPrefix("\(a)/contents:4:5: error:"), String(lines[0]))
        XCTAssertTrue(lines[1].hasPrefix("\(b)/contents:4:5: warning:"), String(lines[1]))
    }

    func testUnreadableModelExitsThree() throws {
        let good = try model("Good", withError)
        let result = try MomgenProcess.run(["lint", "--quiet", good, folder.appendingPathComponent("Missing.xcdatamodel").path], in: folder)
        XCTAssertEqual(result.status, 3)
        // The xcode report carries the failure as an error line of its own.
        XCTAssertTrue(result.stdout.contains("Missing.xcdatamodel: error: "), result.stdout)
        XCTAssertTrue(result.stdout.contains("[unreadable-input]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("reserved-property-name"), "the readable model is still linted")
    }

    /// An unreadable model shows in every report format (not only on standard
    /// error), and no summary says "0 errors" when the exit code is 3.
    func testUnreadableModelShowsInEveryReport() throws {
        let clean = try model("Clean", #"<entity name="Book"><attribute name="title" attributeType="String"/></entity>"#)
        let missing = folder.appendingPathComponent("Missing.xcdatamodel").path
        let run = { (format: String) in try MomgenProcess.run(["lint", "--format", format, clean, missing], in: self.folder) }

        let sarif = try run("sarif")
        XCTAssertEqual(sarif.status, 3)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try XCTUnwrap(log["runs"] as? [[String: Any]])
        let invocation = try XCTUnwrap((runs.first?["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notifications = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertEqual(notifications.count, 1)
        XCTAssertEqual(notifications.first?["level"] as? String, "error")
        XCTAssertTrue(sarif.stderr.contains("momgen lint: 1 error (1 unreadable input)"), sarif.stderr)

        let github = try run("github")
        XCTAssertTrue(github.stdout.hasPrefix("::error file=\(missing),"), github.stdout)

        let junit = try run("junit")
        XCTAssertTrue(junit.stdout.contains(#"tests="2" failures="0" errors="1""#), junit.stdout)
        XCTAssertTrue(junit.stdout.contains(#"<error type="error""#), junit.stdout)
        XCTAssertTrue(junit.stdout.contains(#"<testcase classname="\#(clean)/contents" name="lint"/>"#), junit.stdout)

        let json = try run("json")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let summary = try XCTUnwrap(document["summary"] as? [String: Int])
        XCTAssertEqual(summary["errors"], 1)
        XCTAssertEqual(summary["unreadable"], 1)
        XCTAssertEqual((document["errors"] as? [[String: Any]])?.count, 1)
        XCTAssertEqual(json.status, 3)

        // A clean run: SARIF says the run succeeded.
        let ok = try MomgenProcess.run(["lint", "--format", "sarif", clean], in: folder)
        XCTAssertEqual(ok.status, 0)
        XCTAssertTrue(ok.stdout.contains(#""executionSuccessful": true"#), ok.stdout)
    }

    func testConfigFoundBesideTheModelChangesSeverityAndReportsUnknownKeys() throws {
        let path = try model("Warn", warningOnly)
        try "lint:\n  severity:\n    missing-inverse: error\n  severty: {}\n".write(
            to: folder.appendingPathComponent(".momgen.yml"), atomically: true, encoding: .utf8)
        let result = try MomgenProcess.run(["lint", "--quiet", path], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
        \(folder.path)/.momgen.yml:4:1: error: unknown configuration key 'lint.severty' [config-unknown-key]
        \(path)/contents:4:5: error: relationship 'Book.author' should have an inverse [missing-inverse]

        """)
    }

    func testExplicitConfigAndBadYAML() throws {
        let path = try model("Warn", warningOnly)
        let config = folder.appendingPathComponent("custom.yml")
        try "lint:\n  disabled: [missing-inverse]\n".write(to: config, atomically: true, encoding: .utf8)
        let quiet = try MomgenProcess.run(["lint", "--strict", "--quiet", "--config", config.path, path], in: folder)
        XCTAssertEqual(quiet.status, 0, quiet.stdout)
        XCTAssertEqual(quiet.stdout, "")
        try "lint: [unclosed\n".write(to: config, atomically: true, encoding: .utf8)
        XCTAssertEqual(try MomgenProcess.run(["lint", "--config", config.path, path], in: folder).status, 3)
    }

    func testCloudKitFlagTurnsOnTheCloudKitRules() throws {
        let path = try model("Cloud", "<entity name=\"Note\">\n    <attribute name=\"title\" attributeType=\"String\"/>\n</entity>")
        XCTAssertEqual(try MomgenProcess.run(["lint", "--quiet", path], in: folder).stdout, "")
        let result = try MomgenProcess.run(["lint", "--quiet", "--cloudkit", path], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("[cloudkit-required-attribute]"), result.stdout)
    }

    func testBundleWithoutCurrentVersionIsAFinding() throws {
        let bundle = folder.appendingPathComponent("Store.xcdatamodeld")
        for version in ["Store", "Store 2"] {
            let url = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try RuleExample(warningOnly).document.write(to: url.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        let result = try MomgenProcess.run(["lint", "--quiet", bundle.path], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "\(bundle.path): error: model bundle has 2 versions (Store, Store 2) and no .xccurrentversion naming the current one [missing-current-version]\n")
        let chosen = try MomgenProcess.run(["lint", "--quiet", "--model-version", "Store 2", bundle.path], in: folder)
        XCTAssertEqual(chosen.status, 0)
        XCTAssertTrue(chosen.stdout.contains("[missing-inverse]"), chosen.stdout)
        try "lint:\n  severity: { missing-current-version: warning }\n".write(
            to: folder.appendingPathComponent(".momgen.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(try MomgenProcess.run(["lint", "--quiet", bundle.path], in: folder).status, 0)
    }

    func testEveryFormatRuns() throws {
        let path = try model("Warn", warningOnly)
        for format in ["xcode", "json", "sarif", "github", "junit"] {
            let result = try MomgenProcess.run(["lint", "--quiet", "--format", format, path], in: folder)
            XCTAssertEqual(result.status, 0, format)
            XCTAssertTrue(result.stdout.contains("missing-inverse"), format)
        }
        XCTAssertEqual(try MomgenProcess.run(["lint", "--format", "markdown", path], in: folder).status, 2)
        XCTAssertEqual(try MomgenProcess.run(["lint", "--format", "yaml", path], in: folder).status, 2)
        XCTAssertEqual(try MomgenProcess.run(["lint"], in: folder).status, 2)
    }

    func testListRules() throws {
        let text = try MomgenProcess.run(["lint", "--list-rules"], in: folder)
        XCTAssertEqual(text.status, 0)
        for rule in RuleRegistry.all { XCTAssertTrue(text.stdout.contains(rule.description.id), rule.description.id) }
        let markdown = try MomgenProcess.run(["lint", "--list-rules", "--format", "markdown"], in: folder)
        XCTAssertEqual(markdown.stdout, RuleCatalog(rules: RuleRegistry.descriptions).markdown())
    }

    /// docs/rules.md is generated; regenerate it with
    /// `momgen lint --list-rules --format markdown > docs/rules.md`.
    /// The page may end with a hand-written appendix (the measured precision
    /// of the warning rules) after `RulesPage.appendixMarker`; the generated
    /// part before it must be current, and regenerating keeps the appendix.
    func testCheckedInRulesPageIsCurrent() throws {
        let generated = RuleCatalog(rules: RuleRegistry.descriptions).markdown()
        let url = TestPaths.repoRoot.appendingPathComponent("docs/rules.md")
        let onDisk = try String(contentsOf: url, encoding: .utf8)
        let appendix = onDisk.range(of: RulesPage.appendixMarker).map { String(onDisk[$0.lowerBound...]) } ?? ""
        if GoldenFile.isUpdating { try (generated + appendix).write(to: url, atomically: true, encoding: .utf8) }
        let page = try String(contentsOf: url, encoding: .utf8)
        let checkedIn = page.range(of: RulesPage.appendixMarker).map { String(page[..<$0.lowerBound]) } ?? page
        XCTAssertTrue(checkedIn == generated,
                      "docs/rules.md is stale; run `momgen lint --list-rules --format markdown > docs/rules.md`\n\(GoldenFile.diff(expected: checkedIn, actual: generated))")
    }
}

/// The hand-written end of docs/rules.md.
enum RulesPage {
    /// Where the generated part of docs/rules.md ends and the measured
    /// precision table (written by hand from a review) begins.
    static let appendixMarker = "<!-- Hand-written below this line: measured precision. Regenerating keeps it. -->"
}
