// Numeric attribute type changes (issue 39): Core Data's inferred mapping
// copies the numbers, so the change is inferred; only what the new type
// cannot hold is data at risk. And an attribute that becomes a relationship
// of the same name is said as such, not as a renaming identifier change.
import MomgenModel
import MomgenVersions
import XCTest

final class NumericTypeChangeTests: XCTestCase {
    private func typeChange(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) throws -> ModelChange {
        let entity = { (type: String) in #"<entity name="Reading"><attribute name="value" optional="YES" attributeType="\#(type)" usesScalarValueType="YES"/></entity>"# }
        let result = ModelDiff().diff(from: try ModelFixture.resolved(entity(old), file: "Old/contents"), named: "Old",
                                      to: try ModelFixture.resolved(entity(new), file: "New/contents"), named: "New")
        let changes = result.changes.filter { $0.kind == .attributeTypeChanged }
        XCTAssertEqual(changes.count, 1, "\(result.changes)", file: file, line: line)
        return try XCTUnwrap(changes.first, file: file, line: line)
    }

    func testWideningIsInferredAndKeepsEveryValue() throws {
        for (old, new) in [("Integer 16", "Integer 64"), ("Integer 16", "Integer 32"), ("Integer 32", "Integer 64"),
                           ("Integer 32", "Double"), ("Integer 64", "Decimal"), ("Float", "Double"), ("Integer 16", "Float")] {
            let change = try typeChange(old, new)
            XCTAssertTrue(change.inferable, "\(old) → \(new)")
            XCTAssertFalse(change.dataAtRisk, "\(old) → \(new)")
            XCTAssertNil(change.fix, "\(old) → \(new)")
            XCTAssertTrue(change.reason.contains("every value fits"), change.reason)
        }
    }

    func testNarrowingIsInferredButPutsValuesAtRisk() throws {
        let cases = [("Integer 64", "Float", "16,777,216"), ("Integer 64", "Integer 16", "outside the range of Integer 16"),
                     ("Double", "Integer 32", "fractional parts"), ("Double", "Float", "rounded"), ("Integer 64", "Double", "2⁵³")]
        for (old, new, says) in cases {
            let change = try typeChange(old, new)
            XCTAssertTrue(change.inferable, "\(old) → \(new)")
            XCTAssertTrue(change.dataAtRisk, "\(old) → \(new)")
            XCTAssertTrue(change.reason.contains(says), change.reason)
            XCTAssertNotNil(change.fix)
        }
    }

    func testNonNumericChangesStayNotInferable() throws {
        for (old, new) in [("String", "Integer 32"), ("Integer 32", "String"), ("Boolean", "Integer 32"), ("Date", "Double")] {
            let change = try typeChange(old, new)
            XCTAssertFalse(change.inferable, "\(old) → \(new)")
            XCTAssertTrue(change.dataAtRisk, "\(old) → \(new)")
        }
    }

    func testAnAttributeThatBecomesARelationshipIsSaidAsSuch() throws {
        let old = #"<entity name="Task"><attribute name="tags" optional="YES" attributeType="String"/></entity><entity name="Tag"/>"#
        let new = #"<entity name="Task"><relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag"/></entity><entity name="Tag"/>"#
        let result = ModelDiff().diff(from: try ModelFixture.resolved(old, file: "Old/contents"), named: "Old",
                                      to: try ModelFixture.resolved(new, file: "New/contents"), named: "New")
        let removed = try XCTUnwrap(result.changes.first { $0.kind == .attributeRemoved }, "\(result.changes)")
        XCTAssertTrue(removed.reason.contains("attribute `tags` became a relationship of the same name"), removed.reason)
        XCTAssertFalse(removed.reason.contains("renaming identifier"), removed.reason)
        XCTAssertTrue(removed.dataAtRisk)
        XCTAssertTrue(removed.fix?.contains("with the renaming identifier 'tags'") ?? false, removed.fix ?? "no fix")
        XCTAssertTrue(result.changes.contains { $0.kind == .relationshipAdded })
    }
}
