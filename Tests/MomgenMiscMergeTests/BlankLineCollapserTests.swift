// mogenerator's post-processing: runs of two or more line breaks (with the
// blanks before each) become exactly one blank line.
@testable import MomgenMiscMerge
import XCTest

final class BlankLineCollapserTests: XCTestCase {
    func testRunsCollapseToOneBlankLine() {
        XCTAssertEqual(BlankLineCollapser.collapse("a\n\n\n\nb"), "a\n\nb")
        XCTAssertEqual(BlankLineCollapser.collapse("a\n  \n\t\n b"), "a\n\n b")
    }

    func testSingleBreaksStay() {
        XCTAssertEqual(BlankLineCollapser.collapse("a  \nb\n"), "a  \nb\n")
    }

    func testTrailingBlanksBeforeARunGo() {
        XCTAssertEqual(BlankLineCollapser.collapse("a  \n\nb"), "a\n\nb")
    }

    func testCarriageReturnsCountAsBreaks() {
        XCTAssertEqual(BlankLineCollapser.collapse("a\r\nb"), "a\n\nb")
    }

    func testLongBlankRunsAreLinear() {
        let text = String(repeating: " ", count: 200_000) + "x"
        XCTAssertEqual(BlankLineCollapser.collapse(text), text)
    }
}
