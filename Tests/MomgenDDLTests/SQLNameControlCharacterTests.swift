// Issue 34, item 12: compiled names put raw ESC, NUL, VT, CR and U+009B into
// DDL identifiers. Printed DDL writes every control character as its visible
// escape; queries against a real store keep the exact bytes.
import MomgenDDL
import MomgenDiagnostics
import XCTest

final class SQLNameControlCharacterTests: XCTestCase {
    static let hostile = "Z\u{1B}[2J\u{0}\u{0B}\r\n::error::x\u{9B}31m\u{7F}\u{2028}"

    func testIssue34Item12PrintedNamesCarryNoControlCharacters() {
        for printed in [SQLName.quoted(Self.hostile), SQLName.literal(Self.hostile)] {
            XCTAssertFalse(printed.unicodeScalars.contains(where: TerminalText.isUnsafe), printed)
            XCTAssertTrue(printed.contains("\\u{1B}[2J\\u{0}\\u{B}\\r\\n::error::x\\u{9B}31m\\u{7F}\\u{2028}"), printed)
        }
        XCTAssertEqual(SQLName.quoted("ZBOOK"), "ZBOOK")
        XCTAssertEqual(SQLName.quoted("Z BOOK\"S"), "\"Z BOOK\"\"S\"")
        XCTAssertEqual(SQLName.quotedForQuery(Self.hostile), "\"" + Self.hostile + "\"")
    }
}
