// Boolean and comparison operators, their word spellings, precedence,
// arithmetic, quoted strings and MiscMerge's comparison rules.
@testable import MomgenMiscMerge
import XCTest

final class ExpressionTests: XCTestCase {
    private func truth(_ condition: String, _ keys: [String: MergeValue] = [:]) throws -> String {
        try render("<$if \(condition)$>T<$else$>F<$endif$>", keys)
    }

    func testAndOrNot() throws {
        let keys: [String: MergeValue] = ["t": .bool(true), "f": .bool(false)]
        XCTAssertEqual(try truth("t && f", keys), "F")
        XCTAssertEqual(try truth("t and !f", keys), "T")
        XCTAssertEqual(try truth("f || t", keys), "T")
        XCTAssertEqual(try truth("f OR f", keys), "F")
        XCTAssertEqual(try truth("! t", keys), "F")
    }

    func testAndBindsTighterThanOr() throws {
        let keys: [String: MergeValue] = ["t": .bool(true), "f": .bool(false)]
        XCTAssertEqual(try truth("t || f && f", keys), "T")
        XCTAssertEqual(try truth("(t || f) && f", keys), "F")
    }

    func testNumericComparisons() throws {
        let keys: [String: MergeValue] = ["n": .number(2)]
        XCTAssertEqual(try truth("n > 1", keys), "T")
        XCTAssertEqual(try truth("n >= 2", keys), "T")
        XCTAssertEqual(try truth("n < 2", keys), "F")
        XCTAssertEqual(try truth("n <= 1", keys), "F")
        XCTAssertEqual(try truth("n == 2.0", keys), "T")
        XCTAssertEqual(try truth("n != 2", keys), "F")
        XCTAssertEqual(try truth("n gt 1 and n lt 3 and n eq 2 and n ne 3", keys), "T")
    }

    func testStringComparisons() throws {
        let keys: [String: MergeValue] = ["s": .string("title")]
        XCTAssertEqual(try truth("s == 'title'", keys), "T")
        XCTAssertEqual(try truth("s != \"type\"", keys), "T")
        XCTAssertEqual(try truth("s = title", keys), "T")
        XCTAssertEqual(try truth("s < 'u'", keys), "T")
    }

    func testDoubleQuotedStringIsLookedUpFirst() throws {
        XCTAssertEqual(try render("<$\"name\"$>|<$'name'$>", ["name": .string("Book")]), "Book|name")
    }

    func testQuotedStringEscapes() throws {
        XCTAssertEqual(try render("<$'it\\'s \\n'$>"), "it's \\n")
    }

    func testInAndNotin() throws {
        let keys: [String: MergeValue] = ["s": .string("b")]
        XCTAssertEqual(try truth("s in ('a', 'b')", keys), "T")
        XCTAssertEqual(try truth("s notin ('a', 'b')", keys), "F")
    }

    func testArithmetic() throws {
        XCTAssertEqual(try render("<$1 + 2 * 3$>|<$7 % 4$>|<$1 / 4$>|<$-2 + 1$>"), "7|3|0.25|-1")
    }

    func testNumbersAndBooleansPrintAsNSNumberDoes() throws {
        XCTAssertEqual(try render("<$b$>,<$n$>", ["b": .bool(true), "n": .number(16)]), "1,16")
    }

    func testModulusByZeroIsAnError() {
        XCTAssertEqual(errorLine { try render("<$1 % 0$>") },
                       "t.motemplate:1:3: error: '%' needs a non-zero integer on its right and integers on both sides")
    }

    func testMissingClosingParenthesis() {
        XCTAssertEqual(errorLine { try render("<$if (a$><$endif$>", ["a": .bool(true)]) },
                       "t.motemplate:1:8: error: closing parenthesis missing")
    }

    func testMissingRightOperand() {
        XCTAssertEqual(errorLine { try render("<$if a &&$><$endif$>", ["a": .bool(true)]) },
                       "t.motemplate:1:10: error: expected a value after '&&'")
    }

    func testUnclosedQuote() {
        XCTAssertEqual(errorLine { try render("<$if a == 'x$><$endif$>", ["a": .bool(true)]) },
                       "t.motemplate:1:11: error: closing quote ' missing")
    }
}
