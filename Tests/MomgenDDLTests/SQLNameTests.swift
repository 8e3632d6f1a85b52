// The one place SQL names are made: upper-casing (R1) and quoting.
import MomgenDDL
import XCTest

final class SQLNameTests: XCTestCase {
    func testUpperCasesASCIILettersOnly() {
        let cases: [(String, String)] = [
            ("v2_0_0_name", "V2_0_0_NAME"), ("cover_url", "COVER_URL"), ("isFavorite", "ISFAVORITE"),
            ("café", "CAFé"), ("", ""),
        ]
        for (input, expected) in cases { XCTAssertEqual(SQLName.upper(input), expected, input) }
    }

    func testQuotesOnlyWhatIsNotAPlainIdentifier() {
        let cases: [(String, String)] = [
            ("ZBOOK", "ZBOOK"), ("Z_1BOOKS", "Z_1BOOKS"), ("Z_Book_byTitle", "Z_Book_byTitle"),
            ("ZODD NAME", "\"ZODD NAME\""), ("Z\"Q", "\"Z\"\"Q\""), ("1ABC", "\"1ABC\""), ("", "\"\""), ("ZCAFé", "\"ZCAFé\""),
        ]
        for (input, expected) in cases { XCTAssertEqual(SQLName.quoted(input), expected, input) }
        XCTAssertEqual(SQLName.literal("O'Brien"), "'O''Brien'")
    }

    func testDeepHierarchyIsNumberedInPreOrder() throws {
        // A chain as deep as the reader allows (100 ancestors) plus a sibling
        // at the top: numbering walks without recursion.
        var body = "<entity name=\"E0\"/>\n<entity name=\"Z\" parentEntity=\"E0\"/>\n"
        for level in 1...100 { body += "<entity name=\"E\(level)\" parentEntity=\"E\(level - 1)\"/>\n" }
        let schema = try ModelFixture.schema(body)
        XCTAssertEqual(schema.tables.filter { $0.kind == .entity }.map(\.name), ["ZE0"])
        XCTAssertEqual(schema.entities.count, 102)
        XCTAssertEqual(schema.entities[1].name, "E1")
        XCTAssertEqual(schema.entities[100].name, "E100")
        XCTAssertEqual(schema.entities[101].name, "Z", "the later sibling comes after the whole E1 subtree")
        XCTAssertEqual(schema.entities[101].superNumber, 1)
    }
}
