// foreach … do … endforeach: items, the Index variable, named loops,
// dictionaries, nesting.
@testable import MomgenMiscMerge
import XCTest

final class ForeachTests: XCTestCase {
    func testItemsAndIndex() throws {
        XCTAssertEqual(try render("<$foreach A items do$>[<$AIndex$>:<$A.name$>]<$endforeach do$>", ["items": abc]),
                       "[0:a][1:b][2:c]")
    }

    func testLastItemTestWithIndexArithmetic() throws {
        let source = "<$foreach A items do$><$A.name$><$if AIndex < items.@count - 1$>, <$endif$><$endforeach do$>"
        XCTAssertEqual(try render(source, ["items": abc]), "a, b, c")
    }

    func testUnnamedEndforeach() throws {
        XCTAssertEqual(try render("<$foreach A items$><$A.name$><$endforeach$>", ["items": abc]), "abc")
    }

    func testNestedLoopsSeeOuterItem() throws {
        let source = "<$foreach A items do$><$foreach B items do2$><$A.name$><$B.name$> <$endforeach do2$><$endforeach do$>"
        XCTAssertEqual(try render(source, ["items": .list(Array(abc.listItems.prefix(2)))]), "aa ab ba bb ")
    }

    func testDictionaryGivesKeyAndValue() throws {
        let dictionary = MergeDictionary([("x", .string("1")), ("y", .string("2"))])
        XCTAssertEqual(try render("<$foreach V d do$><$VKey$>=<$V$>;<$endforeach do$>", ["d": .dictionary(dictionary)]), "x=1;y=2;")
    }

    func testNonListIteratesZeroTimes() throws {
        XCTAssertEqual(try render("<$foreach A s do$>x<$endforeach do$>", ["s": .string("abc")]), "")
    }

    func testCommaListLiteral() throws {
        XCTAssertEqual(try render("<$foreach A 'x', 'y' do$><$A$><$endforeach do$>"), "xy")
    }

    func testMismatchedLoopNameClosesNothing() {
        // MiscMerge ignores it, so the loop is still open at the end.
        XCTAssertEqual(errorLine { try render("<$foreach A items do$>\n<$endforeach do2$>", ["items": abc]) },
                       "t.motemplate:1:1: error: 'foreach' without 'endforeach'")
    }

    func testMissingEndforeach() {
        XCTAssertEqual(errorLine { try render("<$foreach A items do$>", ["items": abc]) },
                       "t.motemplate:1:1: error: 'foreach' without 'endforeach'")
    }

    func testEndforeachInsideAnIfClosesNothing() {
        XCTAssertEqual(errorLine { try render("<$foreach A items do$><$if x$><$endforeach do$>", ["items": abc]) },
                       "t.motemplate:1:23: error: 'if' without 'endif'")
    }
}

extension MergeValue {
    var listItems: [MergeValue] {
        if case let .list(items) = self { return items }
        return []
    }
}
