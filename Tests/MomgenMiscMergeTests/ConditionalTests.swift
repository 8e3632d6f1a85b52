// if / elseif / else / endif, nesting, and unbalanced blocks.
@testable import MomgenMiscMerge
import XCTest

final class ConditionalTests: XCTestCase {
    func testIfElse() throws {
        let source = "<$if flag$>yes<$else$>no<$endif$>"
        XCTAssertEqual(try render(source, ["flag": .bool(true)]), "yes")
        XCTAssertEqual(try render(source, ["flag": .bool(false)]), "no")
    }

    func testElseifChainClosedByOneEndif() throws {
        let source = "<$if n == 1$>one<$elseif n == 2$>two<$elseif n == 3$>three<$else$>many<$endif$>."
        XCTAssertEqual(try render(source, ["n": .number(1)]), "one.")
        XCTAssertEqual(try render(source, ["n": .number(2)]), "two.")
        XCTAssertEqual(try render(source, ["n": .number(3)]), "three.")
        XCTAssertEqual(try render(source, ["n": .number(9)]), "many.")
    }

    func testKeywordsAreCaseInsensitive() throws {
        XCTAssertEqual(try render("<$IF flag$>y<$Else$>n<$ENDIF$>", ["flag": .bool(false)]), "n")
    }

    func testNestedIf() throws {
        let source = "<$if a$><$if b$>ab<$else$>a<$endif$><$endif$>"
        XCTAssertEqual(try render(source, ["a": .bool(true), "b": .bool(false)]), "a")
    }

    func testTruthOfStringsNumbersAndLists() throws {
        let source = "<$if v$>T<$else$>F<$endif$>"
        XCTAssertEqual(try render(source, ["v": .string("")]), "F")
        XCTAssertEqual(try render(source, ["v": .string("0")]), "F")
        XCTAssertEqual(try render(source, ["v": .string("false")]), "T")
        XCTAssertEqual(try render(source, ["v": .null]), "F")
        XCTAssertEqual(try render(source, ["v": .list([])]), "T")
    }

    func testMissingEndifIsAnErrorAtTheIf() {
        XCTAssertEqual(errorLine { try render("x\n<$if a$>b") }, "t.motemplate:2:1: error: 'if' without 'endif'")
    }

    func testIfWithoutCondition() {
        XCTAssertEqual(errorLine { try render("<$if $><$endif$>") }, "t.motemplate:1:1: error: 'if' needs a condition")
    }
}
