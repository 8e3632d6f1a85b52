// The versionIdentifier rule: a model's identifier when it is one to three
// dot-separated non-negative integers (padded with zeros), else V<k>'s k.0.0.
import MomgenSwift
import MomgenSwiftData
import XCTest

final class SchemaVersionIdentifierTests: XCTestCase {
    func testIdentifiersFromTheModel() {
        let table: [(String?, Int, String)] = [
            ("1.0.0", 4, "1.0.0"), ("2", 1, "2.0.0"), ("2.1", 1, "2.1.0"), ("10.20.30", 1, "10.20.30"), ("0", 3, "0.0.0"),
            ("007.1", 1, "7.1.0"),
            // Not three integers: the schema's number.
            (nil, 3, "3.0.0"), ("", 2, "2.0.0"), ("1.0.0.0", 2, "2.0.0"), ("v2", 2, "2.0.0"), ("1.", 5, "5.0.0"),
            (".1", 1, "1.0.0"), ("-1", 1, "1.0.0"), ("+1", 1, "1.0.0"), (" 1", 1, "1.0.0"), ("1.0 beta", 6, "6.0.0"),
            ("١", 1, "1.0.0"), ("99999999999999999999999", 1, "1.0.0"),
        ]
        for (text, number, expected) in table {
            XCTAssertEqual(SchemaVersionIdentifier.forSchema(number: number, userDefined: text).description, expected,
                           "\(text ?? "nil") as schema \(number)")
        }
    }

    func testSwiftExpression() {
        XCTAssertEqual(SchemaVersionIdentifier(2, 1, 0).swiftExpression, "Schema.Version(2, 1, 0)")
    }

    func testNaming() {
        let naming = SwiftDataSchemaNaming(modelName: "Journal")
        XCTAssertEqual(naming.schemaName(2), "JournalSchemaV2")
        XCTAssertEqual(naming.schemaFileName(1), "JournalSchemaV1.swift")
        XCTAssertEqual(naming.planName, "JournalMigrationPlan")
        XCTAssertEqual(naming.planFileName, "JournalMigrationPlan.swift")
        // The stem is the model's bare type name, as every layout names the model.
        XCTAssertEqual(SwiftDataSchemaNaming(modelName: "My Model").stem, SwiftNamer().bareTypeName("My Model"))
    }
}
