// What MiscMerge's parser accepts that a stricter reading would refuse,
// with the output MiscMerge gave (read from MiscMergeTemplate.m and the
// _MiscMerge*Command.m files): closing tags that close nothing are ignored,
// an `elseif` outside an `if` is an `if`, a second `else` keeps the branch
// open for one more `endif`, a tag holding tags is merged and then run,
// an end delimiter outside a tag is text, and a tag left open at the end
// of the file is copied as text.
@testable import MomgenMiscMerge
import XCTest

final class MiscMergeLeniencyTests: XCTestCase {
    func testStrayEndifIsIgnored() throws {
        XCTAssertEqual(try render("a<$endif$>b"), "ab")
        XCTAssertEqual(try render("<$if x$>1<$endif$><$endif$>2", ["x": .bool(true)]), "12")
    }

    func testEndifInsideALoopDoesNotCloseTheIfAroundIt() throws {
        let template = "<$if x$><$foreach i items do$><$i$><$endif$>;<$endforeach do$>!<$endif$>."
        XCTAssertEqual(try render(template, ["x": .bool(true), "items": .list([.string("a"), .string("b")])]), "a;b;!.")
        XCTAssertEqual(try render(template, ["x": .bool(false), "items": .list([.string("a")])]), ".")
    }

    func testStrayElseAndEndforeachAreIgnored() throws {
        XCTAssertEqual(try render("a<$else$>b<$endforeach$>c"), "abc")
        XCTAssertEqual(try render("<$foreach i items do$><$i$><$endforeach other$>-<$endforeach do$>", ["items": .list([.string("a")])]), "a-")
    }

    func testElseifOutsideAnIfIsAnIf() throws {
        XCTAssertEqual(try render("<$elseif x$>yes<$endif$>.", ["x": .bool(true)]), "yes.")
        XCTAssertEqual(try render("<$elseif x$>yes<$endif$>.", ["x": .bool(false)]), ".")
    }

    func testSecondElseNeedsOneEndifMore() throws {
        let template = "<$if x$>1<$else$>2<$else$>3<$endif$>4<$endif$>5"
        XCTAssertEqual(try render(template, ["x": .bool(false)]), "2345")
        XCTAssertEqual(try render(template, ["x": .bool(true)]), "15")
    }

    func testTagInsideSetIsMergedFirst() throws {
        let template = "<$set rootTypeName = <$managedObjectClassName$>$>[<$rootTypeName$>]"
        XCTAssertEqual(try render(template, ["managedObjectClassName": .string("Book")]), "[Book]")
    }

    func testTagBuiltByTagsCanBeAField() throws {
        XCTAssertEqual(try render("<$<$which$>$>", ["which": .string("title"), "title": .string("Dune")]), "Dune")
    }

    func testTagBuiltByTagsMayNotOpenABlock() {
        XCTAssertEqual(errorLine { try render("<$<$word$> x$>", ["word": .string("if"), "x": .bool(true)]) },
                       "t.motemplate:1:1: error: a tag built by tags opened a block ('if')")
    }

    func testEndDelimiterOutsideATagIsText() throws {
        XCTAssertEqual(try render("a $> b"), "a $> b")
    }

    func testUnterminatedTagIsCopiedAsText() throws {
        XCTAssertEqual(try render("ab\n  <$name"), "ab\n  name")
    }

    func testUnclosedIfIsStillAnError() {
        XCTAssertEqual(errorLine { try render("x\n<$if a$>b") }, "t.motemplate:2:1: error: 'if' without 'endif'")
    }
}
