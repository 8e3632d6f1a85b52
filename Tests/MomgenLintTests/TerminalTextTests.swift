// TerminalText, the one escaper for text that reaches a terminal or a CI log
// (issue 25, items 9–10), table by table: what is escaped, how, and what is
// left alone.
import MomgenDiagnostics
import XCTest

final class TerminalTextTests: XCTestCase {
    func testEscapes() {
        let cases: [(String, String)] = [
            ("Book", "Book"),
            ("Ünïcode 名前 😀", "Ünïcode 名前 😀"),
            ("a\nb\r\tc", "a\\nb\\r\\tc"),
            ("\r\n", "\\r\\n"), // one grapheme, two escapes
            ("clear\u{1B}[2J", "clear\\u{1B}[2J"),
            ("csi\u{9B}2J nel\u{85}", "csi\\u{9B}2J nel\\u{85}"),
            ("ls\u{2028}ps\u{2029}", "ls\\u{2028}ps\\u{2029}"),
            ("rlo\u{202E}lri\u{2067}pdi\u{2069}lrm\u{200E}alm\u{61C}", "rlo\\u{202E}lri\\u{2067}pdi\\u{2069}lrm\\u{200E}alm\\u{61C}"),
            ("::error file=a,line=1::x", ":\\u{3A}error file=a,line=1:\\u{3A}x"),
            (":::", ":\\u{3A}\\u{3A}"),
            ("a: b", "a: b"),
            ("del\u{7F}nul\u{0}", "del\\u{7F}nul\\u{0}"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(TerminalText.escaped(input), expected, input.debugDescription)
        }
    }

    func testNoEscapedTextHoldsALineBreakOrStartsACommand() {
        let hostile = "\n::stop-commands::x\u{2028}::add-mask::y\u{85}\r\u{1B}]0;t\u{7}"
        let escaped = TerminalText.escaped(hostile)
        XCTAssertFalse(escaped.unicodeScalars.contains(where: TerminalText.isUnsafe))
        XCTAssertFalse(escaped.contains("::"))
    }

    func testErrorsAreOneLine() {
        let error = MomgenError.unreadableInput(SourceLocation(file: "a\n::error::b"), "entity 'x\u{2028}::warning::y' is bad")
        XCTAssertEqual(error.description, "a\\n:\\u{3A}error:\\u{3A}b: error: entity 'x\\u{2028}:\\u{3A}warning:\\u{3A}y' is bad")
    }
}
