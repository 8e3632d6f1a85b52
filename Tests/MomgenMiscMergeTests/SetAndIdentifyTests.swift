// set / setlocal / identify, and that `set` values are shared by every
// rendering of one run (MiscMerge's global symbols).
@testable import MomgenMiscMerge
import XCTest

final class SetAndIdentifyTests: XCTestCase {
    func testSetThenRead() throws {
        XCTAssertEqual(try render("<$set greeting = 'hi'$><$greeting$>"), "hi")
    }

    func testSetWithExpression() throws {
        XCTAssertEqual(try render("<$set n = count + 1$><$n$>", ["count": .number(2)]), "3")
    }

    func testIdentifyIsSet() throws {
        XCTAssertEqual(try render("<$identify who = name$><$who$>", ["name": .string("Book")]), "Book")
    }

    func testGlobalsPersistAcrossRenderings() throws {
        let globals = MergeSymbols()
        _ = try render("<$set seen = 'yes'$>", globals: globals)
        XCTAssertEqual(try render("<$seen$>", globals: globals), "yes")
    }

    func testSetLocalLivesInTheLoop() throws {
        let source = "<$foreach A items do$><$setlocal last = A.name$><$endforeach do$><$if last$>x<$else$>gone<$endif$>"
        XCTAssertEqual(try render(source, ["items": abc, "last": .null]), "gone")
    }

    func testSetNeedsEquals() {
        XCTAssertEqual(errorLine { try render("<$set x 'y'$>") }, "t.motemplate:1:1: error: 'set x' needs '='")
    }
}
