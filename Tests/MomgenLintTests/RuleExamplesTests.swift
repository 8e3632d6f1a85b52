// The generic rule test: every rule's triggering examples must raise findings
// exactly on their marked lines, its non-triggering examples none, and every
// rule must have both kinds.
import MomgenConfig
import MomgenDiagnostics
import MomgenLint
import MomgenModel
import XCTest

final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasTriggeringAndNonTriggeringExamples() {
        for rule in RuleRegistry.all {
            let description = rule.description
            XCTAssertFalse(description.triggering.isEmpty, "\(description.id) has no triggering example")
            XCTAssertFalse(description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
            for example in description.triggering {
                XCTAssertFalse(example.expectedLines.isEmpty, "\(description.id): a triggering example has no \(RuleExample.marker) marker",
                               file: example.file, line: example.line)
            }
        }
    }

    func testRuleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.all.map(\.description.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate rule ids")
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), "\(id) is not kebab-case")
        }
    }

    func testRationalesAreOneLineWithoutTrailingPeriod() {
        for rule in RuleRegistry.all {
            let rationale = rule.description.rationale
            XCTAssertFalse(rationale.hasSuffix("."), "\(rule.description.id): rationale ends with a period")
            XCTAssertFalse(rationale.contains("\n"), "\(rule.description.id): rationale is not one line")
        }
    }

    func testTriggeringExamplesFindExactlyTheMarkedLines() throws {
        for rule in RuleRegistry.all {
            for example in rule.description.triggering {
                let found = try findings(rule, example)
                XCTAssertEqual(found.map(\.location.line), example.expectedLines,
                               "\(rule.description.id): findings \(found.map { "\($0.location.line): \($0.message)" })",
                               file: example.file, line: example.line)
                let infoLines = Set(example.expectedInfoLines)
                for diagnostic in found {
                    // `<!--↓info-->` marks a finding lowered to a note; `<!--↓-->` one at the rule's severity.
                    let expected: Severity = infoLines.contains(diagnostic.location.line) ? .info : rule.description.severity
                    XCTAssertEqual(diagnostic.severity, expected, "\(rule.description.id): line \(diagnostic.location.line) severity",
                                   file: example.file, line: example.line)
                    XCTAssertFalse(diagnostic.message.hasSuffix("."), "\(rule.description.id): message ends with a period")
                    XCTAssertNotNil(diagnostic.entity, "\(rule.description.id): finding names no entity", file: example.file, line: example.line)
                }
            }
        }
    }

    func testNonTriggeringExamplesFindNothing() throws {
        for rule in RuleRegistry.all {
            for example in rule.description.nonTriggering {
                let found = try findings(rule, example)
                XCTAssertEqual(found.map(\.message), [], "\(rule.description.id) raised findings on a non-triggering example",
                               file: example.file, line: example.line)
                XCTAssertTrue(example.expectedLines.isEmpty, "\(rule.description.id): a non-triggering example has a marker",
                              file: example.file, line: example.line)
            }
        }
    }

    /// Lints the example with only this rule active (opt-in rules enabled).
    private func findings(_ rule: any Rule, _ example: RuleExample) throws -> [Diagnostic] {
        let model = try LintFixture.resolve(example.document)
        var section = LintSection()
        section.enabled = [rule.description.id]
        if let options = example.options {
            let (config, problems) = try LintFixture.config("lint:\n  options:\n    \(rule.description.id): {\(options)}\n")
            XCTAssertEqual(problems, [], file: example.file, line: example.line)
            section.options = config.lint.options
        }
        return Linter(configuration: section, rules: [rule]).lint(model)
    }
}
