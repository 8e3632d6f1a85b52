// Hostile names in every report format (issue 14): a model name, a default or
// a file path with CR, LF, CRLF (one Swift Character), other line breaks and
// control characters must not start a new line in the Xcode format, must not
// forge a GitHub workflow command, and must keep JUnit XML and SARIF JSON
// parseable with the text intact.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MomgenDiagnostics
import MomgenLint
import XCTest

final class ReporterEscapingTests: XCTestCase {
    /// Messages and paths as a hostile model could make them: each tries to
    /// end the line and start a workflow command or a fake finding.
    static let hostile: [Diagnostic] = [
        Diagnostic(ruleID: "missing-inverse", severity: .warning,
                   message: "relationship 'A.x\r\n::error file=forged.swift,line=1::pwned' should have an inverse",
                   location: SourceLocation(file: "Models/M.xcdatamodel/contents", line: 3, column: 5),
                   entity: "A", property: "x\r\n::error file=forged.swift,line=1::pwned",
                   fixHint: "add\nan inverse"),
        Diagnostic(ruleID: "placeholder-name", severity: .info,
                   message: "name 'B\n::set-output name=token::stolen' and 'C\r::add-mask::x' and 100%0A",
                   location: SourceLocation(file: "Evil\n::warning file=x::y,\r\nM.xcdatamodel/contents", line: 7, column: 1),
                   entity: "B\n::set-output name=token::stolen"),
        Diagnostic(ruleID: "reserved-property-name", severity: .error,
                   message: "other breaks: \u{0B}vt \u{0C}ff \u{85}nel \u{2028}ls \u{2029}ps \u{1B}[31mansi \u{0}nul",
                   location: SourceLocation(file: "M.xcdatamodel/contents", line: 9, column: 2)),
    ]

    static let failure = LintReport.failure("malformed XML: \r\n::error::forged", at: SourceLocation(file: "Bad\n.xcdatamodel/contents", line: 1, column: 1))

    static var report: LintReport {
        LintReport(diagnostics: hostile.sorted(by: Diagnostic.reportOrder), checkedFiles: [], failures: [failure])
    }

    /// Undoes the runner's escaping (actions/runner ActionCommand: %25, %0D, %0A, %3A, %2C).
    private func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }

    /// Lines as the GitHub runner splits a log: at CR, LF and CRLF.
    private func runnerLines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func testGitHubCannotBeMadeToForgeAWorkflowCommand() {
        let output = GitHubReporter().report(Self.report)
        let lines = runnerLines(output)
        XCTAssertEqual(lines.count, 4, output)
        // Errors first (the unreadable input, then the error finding), then warnings, then notices.
        XCTAssertEqual(lines.map { String($0.prefix(while: { $0 != " " })) }, ["::error", "::error", "::warning", "::notice"])
        // The runner reads `::level properties::data`, the data running to the
        // end of the line, so a `::` inside the data is text, not a command.
        func data(_ line: String) -> String {
            let afterLevel = line.dropFirst(2)
            return String(afterLevel[afterLevel.range(of: "::")!.upperBound...])
        }
        XCTAssertEqual(unescape(data(lines[2])), Self.hostile[0].message + "\n\nFix: add\nan inverse")
        XCTAssertEqual(unescape(data(lines[3])), Self.hostile[1].message)
        XCTAssertEqual(unescape(data(lines[0])), Self.failure.message)
        // The hostile file path stays one property value.
        let notice = lines[3]
        let file = notice.dropFirst("::notice file=".count).prefix { $0 != "," }
        XCTAssertEqual(unescape(String(file)), Self.hostile[1].location.file)
    }

    func testCRLFIsEscapedEvenThoughSwiftSeesOneCharacter() {
        // "\r\n" is a single grapheme; escaping by Character once let it through.
        XCTAssertEqual(Array("a\r\nb").count, 3)
        let output = GitHubReporter().report([Diagnostic(ruleID: "r", severity: .warning, message: "a\r\nb",
                                                         location: SourceLocation(file: "f\r\ng"))])
        XCTAssertEqual(output, "::warning file=f%0D%0Ag,title=r::a%0D%0Ab\n")
    }

    func testXcodeFindingsStayOneLineEach() {
        let output = XcodeReporter().report(Self.report)
        let lines = output.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }.dropLast()
        XCTAssertEqual(lines.count, 4, output)
        for line in output.unicodeScalars where line.properties.generalCategory == .control && line != "\n" {
            XCTFail("control character U+\(String(line.value, radix: 16)) in the Xcode report")
        }
        XCTAssertFalse(output.unicodeScalars.contains { $0 == "\u{2028}" || $0 == "\u{2029}" || $0 == "\u{85}" })
        XCTAssertTrue(lines.allSatisfy { $0.contains(": error: ") || $0.contains(": warning: ") || $0.contains(": note: ") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("Evil ::warning file=x::y,  M.xcdatamodel/contents:7:1: note: ") }, output)
    }

    func testJUnitStaysWellFormedAndKeepsTheText() throws {
        let output = JUnitReporter().report(Self.report)
        let parser = XMLParser(data: Data(output.utf8))
        let collector = FailureMessages()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(output)")
        // Attribute values come back with their CR and LF (as character references).
        XCTAssertTrue(collector.messages.contains(Self.hostile[0].message), "\(collector.messages)")
        XCTAssertTrue(collector.suites.contains(Self.hostile[1].location.file), "\(collector.suites)")
        // NUL and ESC, which XML 1.0 forbids even as references, became U+FFFD.
        XCTAssertTrue(collector.messages.contains { $0.contains("\u{FFFD}[31mansi \u{FFFD}nul") }, "\(collector.messages)")
    }

    func testSARIFAndJSONKeepTheTextExactly() throws {
        let sarif = SARIFReporter(rules: []).report(Self.report)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let texts = (run["results"] as? [[String: Any]] ?? []).compactMap { ($0["message"] as? [String: Any])?["text"] as? String }
        XCTAssertEqual(Set(texts), Set(Self.hostile.map(\.message)))
        // File paths are URI references: no raw control characters.
        XCTAssertFalse(sarif.contains("Evil\\n"), sarif)
        XCTAssertTrue(sarif.contains("Evil%0A%3A%3Awarning"), sarif)

        let json = JSONReporter().report(Self.report)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let messages = (document["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        XCTAssertEqual(Set(messages), Set(Self.hostile.map(\.message)))
    }
}

/// Collects `<failure message>`, `<error message>` and `<testsuite name>` values.
private final class FailureMessages: NSObject, XMLParserDelegate {
    var messages: [String] = []
    var suites: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if elementName == "failure" || elementName == "error", let message = attributes["message"] { messages.append(message) }
        if elementName == "testsuite", let name = attributes["name"] { suites.append(name) }
    }
}
