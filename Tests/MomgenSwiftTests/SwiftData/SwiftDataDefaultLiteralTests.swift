// Defaults become literals of the declared type: never `Int32 = 0.0`.
@testable import MomgenSwift
import MomgenModel
import XCTest

final class SwiftDataDefaultLiteralTests: XCTestCase {
    func literal(_ type: AttributeType, _ text: String?, typeName: String = "T") -> SwiftDataDefaultLiteral.Result {
        SwiftDataDefaultLiteral.of(SwiftDataFixture.attribute("a", type, default: text), typeName: typeName)
    }

    func testEveryTypeGetsALiteralOfItsOwn() {
        let cases: [(AttributeType, String, String)] = [
            (.integer16, "0", "0"), (.integer32, "0.0", "0"), (.integer64, "12.", "12"), (.integer32, "-7", "-7"),
            (.integer64, "9223372036854775807", "9223372036854775807"),
            (.float, "4.5", "4.5"), (.double, "1", "1.0"), (.double, "0", "0.0"), (.double, "-2.25", "-2.25"),
            (.boolean, "YES", "true"), (.boolean, "NO", "false"), (.boolean, "1", "true"), (.boolean, "false", "false"),
            (.string, "A \"q\"", "\"A \\\"q\\\"\""), (.string, "", "\"\""),
            (.decimal, "1.25", "Decimal(string: \"1.25\")!"),
            (.uuid, "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!"),
            (.uri, "https://example.com/a?b=1", "URL(string: \"https://example.com/a?b=1\")!"),
        ]
        for (type, text, expected) in cases {
            let typeName = type == .decimal ? "Decimal" : type == .uuid ? "UUID" : type == .uri ? "URL" : "T"
            XCTAssertEqual(literal(type, text, typeName: typeName), .literal(expected), "\(type.xcodeName) \(text)")
        }
    }

    func testDatesAreTimeIntervalsSinceTheReferenceDate() {
        var attribute = SwiftDataFixture.attribute("when", .date)
        attribute.defaultDateTimeInterval = "666643260"
        XCTAssertEqual(SwiftDataDefaultLiteral.of(attribute, typeName: "Date"), .literal("Date(timeIntervalSinceReferenceDate: 666643260.0)"))
        attribute.defaultDateTimeInterval = nil
        XCTAssertEqual(SwiftDataDefaultLiteral.of(attribute, typeName: "Date"), .none)
    }

    func testValuesThatAreNoValueOfTheTypeAreProblems() {
        for (type, text) in [(AttributeType.integer16, "99999"), (.integer16, "1.5"), (.integer32, "abc"), (.boolean, "maybe"),
                             (.uuid, "not-a-uuid"), (.uri, "no scheme"), (.double, "inf"), (.decimal, "1,5"), (.binary, "00")] {
            guard case .problem = literal(type, text) else { return XCTFail("\(type.xcodeName) \(text) gave \(literal(type, text))") }
        }
        XCTAssertEqual(literal(.string, nil), .none)
    }

    func testInt32ZeroPointZeroIsNeverWrittenVerbatim() throws {
        let classes = try SwiftDataFixture.classes(SwiftDataFixture.features())
        let calories = try XCTUnwrap(classes.named("Recipe")?.property("calories"))
        XCTAssertEqual(calories.declaredType + calories.defaultClause, "Int32 = 0")
    }
}
