// Tags, delimiters, escapes and MiscMerge's whitespace: text outside tags
// is copied byte for byte, including the newline after a tag that sits on
// its own line.
@testable import MomgenMiscMerge
import XCTest

final class TemplateSplitterTests: XCTestCase {
    func testTextIsCopiedVerbatim() throws {
        XCTAssertEqual(try render("a  b\n\n\tc\r\n"), "a  b\n\n\tc\r\n")
    }

    func testFieldPrintsKey() throws {
        XCTAssertEqual(try render("Hello <$name$>!", ["name": .string("Book")]), "Hello Book!")
    }

    func testNewlineAfterTagOnItsOwnLineIsKept() throws {
        XCTAssertEqual(try render("a\n<$if x$>\nb\n<$endif$>\nc", ["x": .bool(true)]), "a\n\nb\n\nc")
    }

    func testSpacesInsideTagAreIgnored() throws {
        XCTAssertEqual(try render("<$  name   $>", ["name": .string("N")]), "N")
    }

    func testBackslashQuotesDelimiter() throws {
        XCTAssertEqual(try render("\\<$name\\$> \\n"), "<$name$> \\n")
    }

    func testEmptyTagWritesNothing() throws {
        XCTAssertEqual(try render("a<$$>b<$ $>c"), "abc")
    }

    func testMiscMergeDefaultDelimiters() throws {
        let template = try MergeTemplate(source: "«name» <$x$>", file: "t", delimiters: .miscMerge)
        XCTAssertEqual(try MergeEngine(template: template).render(.object(TestObject(["name": .string("N")]))), "N <$x$>")
    }

    func testEndDelimiterOutsideTagIsText() throws {
        XCTAssertEqual(try render("a $> b"), "a $> b")
    }
}
