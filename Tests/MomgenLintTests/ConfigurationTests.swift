// .momgen.yml: sections, lint settings, unknown keys with key paths, lookup
// by walking up from the model, and their effect on the linter.
import Foundation
import MomgenConfig
import MomgenDiagnostics
import MomgenLint
import MomgenTestSupport
import XCTest

final class ConfigurationTests: XCTestCase {
    func testLintSectionIsDecoded() throws {
        let (config, problems) = try LintFixture.config("""
        lint:
          cloudkit: true
          disabled: [no-action-delete-rule, cascade-both-ends]
          enabled:
            - float-for-money
          severity:
            missing-inverse: error
          options:
            deep-inheritance: { max-depth: 2 }
          exclude:
            reserved-property-name: [Legacy, Book.description]
        """)
        XCTAssertEqual(problems, [])
        XCTAssertTrue(config.lint.cloudKit)
        XCTAssertEqual(config.lint.disabled, ["no-action-delete-rule", "cascade-both-ends"])
        XCTAssertEqual(config.lint.enabled, ["float-for-money"])
        XCTAssertEqual(config.lint.severity, ["missing-inverse": .error])
        XCTAssertEqual(config.lint.options["deep-inheritance"]?["max-depth"]?.int, 2)
        XCTAssertEqual(config.lint.exclude["reserved-property-name"], ["Legacy", "Book.description"])
    }

    func testUnknownKeysAreReportedWithTheirKeyPathAndLine() throws {
        let (_, problems) = try LintFixture.config("""
        lint:
          severty:
            missing-inverse: error
        generat: {}
        """)
        XCTAssertEqual(problems.map(\.message), ["unknown configuration key 'lint.severty'", "unknown configuration key 'generat'"])
        XCTAssertEqual(problems.map(\.location.line), [2, 4])
        XCTAssertEqual(problems.map(\.ruleID), ["config-unknown-key", "config-unknown-key"])
        XCTAssertEqual(problems.first?.location.file, ".momgen.yml")
    }

    func testInvalidValuesAreErrors() throws {
        let (_, problems) = try LintFixture.config("""
        lint:
          severity:
            missing-inverse: fatal
          disabled: {a: b}
        """)
        XCTAssertEqual(problems.map(\.message), [
            "invalid value for 'lint.severity.missing-inverse': expected error, warning or info",
            "invalid value for 'lint.disabled': expected a list of rule ids",
        ])
        XCTAssertTrue(problems.allSatisfy { $0.severity == .error })
    }

    func testUnknownRuleIDsAndOptionsAreReportedByTheLinter() throws {
        let (config, _) = try LintFixture.config("""
        lint:
          disabled: [no-such-rule]
          options:
            deep-inheritance: { max-dept: 2 }
        """)
        let problems = Linter(configuration: config.lint).configurationDiagnostics(file: ".momgen.yml")
        XCTAssertEqual(problems.map(\.message), [
            "unknown rule 'no-such-rule' in 'lint.disabled'",
            "unknown configuration key 'lint.options.deep-inheritance.max-dept'",
        ])
    }

    func testRuleOptionsOfTheWrongShapeAreReported() throws {
        let (config, _) = try LintFixture.config("""
        lint:
          options:
            deep-inheritance: { max-depth: deep }
            optional-number-with-default: { ignore-numeric-zero: maybe }
            float-for-money: { names: {a: b} }
            wide-hierarchy: { max-subentities: 4 }
        """)
        let problems = Linter(configuration: config.lint).configurationDiagnostics(file: ".momgen.yml")
        XCTAssertEqual(problems.map(\.message), [
            "invalid value for 'lint.options.deep-inheritance.max-depth': expected an integer",
            "invalid value for 'lint.options.optional-number-with-default.ignore-numeric-zero': expected true or false",
            "invalid value for 'lint.options.float-for-money.names': expected a list of names",
        ])
        XCTAssertEqual(problems.map(\.location.line), [3, 4, 5])
    }

    func testEmptyFileIsTheDefaults() throws {
        let (config, problems) = try LintFixture.config("")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.lint, LintSection())
    }

    func testMalformedYAMLIsUnreadableInput() {
        XCTAssertThrowsError(try LintFixture.config("lint: [unclosed")) { error in
            guard case .unreadableInput? = error as? MomgenError else { return XCTFail("\(error)") }
        }
    }

    func testConfigIsFoundByWalkingUpAndBothNamesWork() throws {
        let root = TestPaths.temporaryFolder("config-walk")
        defer { try? FileManager.default.removeItem(at: root) }
        let model = root.appendingPathComponent("App/Models/Store.xcdatamodeld/Store.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        XCTAssertNil(ConfigLocator().locate(from: model.path).flatMap { $0.hasPrefix(root.path) ? $0 : nil })
        try "lint: {}\n".write(to: root.appendingPathComponent("momgen.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigLocator().locate(from: model.path), root.appendingPathComponent("momgen.yml").path)
        // A nearer file wins, and `.momgen.yml` wins over `momgen.yml` in one folder.
        let app = root.appendingPathComponent("App")
        try "lint: {}\n".write(to: app.appendingPathComponent("momgen.yml"), atomically: true, encoding: .utf8)
        try "lint: {}\n".write(to: app.appendingPathComponent(".momgen.yml"), atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigLocator().locate(from: model.path), app.appendingPathComponent(".momgen.yml").path)
    }

    func testSeverityOverrideDisableAndExclude() throws {
        let model = try LintFixture.resolve(body: """
        <entity name="Legacy">
            <attribute name="description" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Book">
            <attribute name="description" optional="YES" attributeType="String"/>
            <attribute name="hash" optional="YES" attributeType="String"/>
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="No Action" destinationEntity="Legacy"/>
        </entity>
        """)
        let (config, _) = try LintFixture.config("""
        lint:
          disabled: [no-action-delete-rule]
          severity: { missing-inverse: error }
          exclude:
            reserved-property-name: [Legacy, Book.description]
        """)
        let found = Linter(configuration: config.lint).lint(model)
        XCTAssertEqual(found.map(\.ruleID), ["reserved-property-name", "missing-inverse"])
        XCTAssertEqual(found.first?.property, "hash")
        XCTAssertEqual(found.last?.severity, .error)
    }

    func testUserInfoSuppressionOnEntityAndProperty() throws {
        let model = try LintFixture.resolve(body: """
        <entity name="Legacy">
            <attribute name="description" optional="YES" attributeType="String"/>
            <attribute name="hash" optional="YES" attributeType="String">
                <userInfo>
                    <entry key="momgen.disable" value="optional-with-default, reserved-property-name"/>
                </userInfo>
            </attribute>
        </entity>
        <entity name="Old" isAbstract="YES">
            <attribute name="class" optional="YES" attributeType="String"/>
            <userInfo>
                <entry key="momgen.disable" value="all"/>
            </userInfo>
        </entity>
        """)
        let found = LintFixture.lint(model)
        XCTAssertEqual(found.map(\.property), ["description"])
    }
}
