// Issue 22: an error is evidence that something breaks. Every error rule
// carries its evidence; the rules re-graded to warnings say what Core Data
// really does; duplicate-class-name reports each class once.
import Foundation
@testable import MomgenLint
import MomgenDiagnostics
import MomgenModel
import XCTest

final class Issue22GradingTests: XCTestCase {
    private func lint(_ body: String) throws -> [Diagnostic] {
        LintFixture.lint(try LintFixture.resolve(body: body))
    }

    func testEveryErrorRuleStatesItsEvidenceWithASource() {
        let errors = RuleRegistry.descriptions.filter { $0.severity == .error }
        XCTAssertFalse(errors.isEmpty)
        for rule in errors {
            guard let evidence = rule.evidence else { XCTFail("\(rule.id) is an error without evidence"); continue }
            XCTAssertFalse(evidence.detail.trimmingCharacters(in: .whitespaces).isEmpty, "\(rule.id): evidence without detail")
            XCTAssertFalse(evidence.source.trimmingCharacters(in: .whitespaces).isEmpty, "\(rule.id): evidence without source")
            XCTAssertFalse(evidence.detail.hasSuffix("."), "\(rule.id): evidence detail ends with a period")
        }
    }

    func testCatalogJSONAndMarkdownCarryTheEvidence() {
        let catalog = RuleCatalog(rules: RuleRegistry.descriptions)
        let json = catalog.json()
        XCTAssertTrue(json.contains("\"evidence\""))
        XCTAssertTrue(json.contains("\"breakage\""))
        let markdown = catalog.markdown()
        XCTAssertTrue(markdown.contains("Evidence (generated code does not compile): "))
    }

    func testReGradedRulesAreWarnings() {
        for id in ["index-to-many", "invalid-default-value", "transformer-constant-name", "inverse-entity-mismatch",
                   "invalid-range-bound", "constraint-transient", "inverse-not-reciprocal"] {
            XCTAssertEqual(RuleRegistry.rule(id)?.description.severity, .warning, id)
        }
    }

    func testMalformedDefaultsSayWhatTheAppGets() throws {
        let found = try lint("""
        <entity name="A">
            <attribute name="hundred" attributeType="Boolean" defaultValueString="100" usesScalarValueType="YES"/>
            <attribute name="wasDouble" attributeType="Boolean" defaultValueString="0.0" usesScalarValueType="YES"/>
            <attribute name="typo" optional="YES" attributeType="UUID" defaultValueString="empy"/>
        </entity>
        """).filter { $0.ruleID == "invalid-default-value" }
        XCTAssertEqual(found.map(\.severity), [.warning, .warning, .warning])
        XCTAssertEqual(found.map(\.message), [
            "default value '100' of 'A.hundred' is not a valid Boolean: the app gets YES",
            "default value '0.0' of 'A.wasDouble' is not a valid Boolean: the app gets NO",
            "default value 'empy' of 'A.typo' is not a valid UUID: the app gets no default (nil)",
        ])
    }

    func testFoundationReadingFollowsNSStringConversions() {
        XCTAssertTrue(FoundationReading.bool("100"))
        XCTAssertTrue(FoundationReading.bool("  +007"))
        XCTAssertTrue(FoundationReading.bool("true"))
        XCTAssertFalse(FoundationReading.bool("0.0"))
        XCTAssertFalse(FoundationReading.bool("maybe"))
        XCTAssertFalse(FoundationReading.bool(""))
        XCTAssertEqual(FoundationReading.number("1.5", integer: true), 1)
        XCTAssertEqual(FoundationReading.number("abc", integer: true), 0)
        XCTAssertEqual(FoundationReading.number("-2.5kg", integer: false), -2.5)
        XCTAssertEqual(FoundationReading.number("3.", integer: false), 3)
    }

    func testTransformerConstantNameSaysWhatCoreDataDoes() throws {
        let found = try lint("""
        <entity name="A">
            <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromDataTransformerName"/>
            <attribute name="old" optional="YES" attributeType="Transformable" valueTransformerName="NSKeyedUnarchiveFromDataTransformerName"/>
        </entity>
        """).filter { $0.ruleID == "transformer-constant-name" }
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertEqual(found.map(\.message), [
            "value transformer 'NSSecureUnarchiveFromDataTransformerName' of 'A.tags' is a constant's name: Core Data maps it to 'NSSecureUnarchiveFromData' when the model loads, other readers of the model do not",
            "value transformer 'NSKeyedUnarchiveFromDataTransformerName' of 'A.old' is a constant's name: Core Data finds no transformer of that name; its value is 'NSKeyedUnarchiveFromData'",
        ])
    }

    func testIndexOnToManyIsAWarningThatSaysItIndexesNothing() throws {
        let found = try lint("""
        <entity name="Chat">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="messages" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Message" inverseName="chat" inverseEntity="Message"/>
            <fetchIndex name="byTitleAndMessages">
                <fetchIndexElement property="title" type="Binary" order="ascending"/>
                <fetchIndexElement property="messages" type="Binary" order="ascending"/>
            </fetchIndex>
        </entity>
        <entity name="Message">
            <relationship name="chat" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Chat" inverseName="messages" inverseEntity="Chat"/>
        </entity>
        """).filter { $0.ruleID == "index-to-many" }
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertTrue(found.first?.message.hasSuffix("this element indexes nothing") ?? false, found.first?.message ?? "")
    }

    func testDuplicateClassNameReportsEachClassOnce() throws {
        let entities = (1...13).map { "<entity name=\"E\($0)\" representedClassName=\"Shared\"/>" }.joined(separator: "\n")
        let found = try lint(entities).filter { $0.ruleID == "duplicate-class-name" }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.entity, "E2")
        XCTAssertTrue(found.first?.message.hasPrefix("class 'Shared' is claimed by 13 entities ('E1', 'E2'") ?? false)
        XCTAssertTrue(found.first?.message.hasSuffix("Shared(context:) cannot find a unique entity and traps") ?? false)
    }

    func testSubEntityOnItsParentsClassIsRefusedAsSelfInheritance() throws {
        let found = try lint("""
        <entity name="Thing" representedClassName="Thing"/>
        <entity name="Gadget" representedClassName="Thing" parentEntity="Thing"/>
        """).filter { $0.ruleID == "duplicate-class-name" }
        XCTAssertEqual(found.map(\.severity), [.error])
        XCTAssertTrue(found.first?.message.hasSuffix("makes 'Thing' inherit from itself") ?? false)
    }
}
