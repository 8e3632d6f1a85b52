// The one XML escape momgen uses (JUnit reports, VersionInfo.plist): markup
// and line breaks escaped, forbidden characters replaced, and a document with
// hostile text still parses back to that text.
import Foundation
import MomgenDiagnostics
import XCTest

final class XMLTextTests: XCTestCase {
    func testMarkupLineBreaksAndForbiddenCharacters() {
        XCTAssertEqual(XMLText.escaped("a<b & \"c\"\t\n\r\u{1}\u{FFFE}>"),
                       "a&lt;b &amp; &quot;c&quot;&#9;&#10;&#13;\u{FFFD}\u{FFFD}&gt;")
        XCTAssertEqual(XMLText.escaped("Book 日本 ü"), "Book 日本 ü", "other text is kept as it is")
    }

    /// A property list string with every ASCII scalar in it parses back to
    /// the same text, the forbidden controls as U+FFFD.
    func testEscapedTextParsesBackInAPropertyList() throws {
        let text = String(String.UnicodeScalarView((0..<0x80).compactMap(Unicode.Scalar.init)))
        let document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<string>\(XMLText.escaped(text))</string>\n</plist>\n"
        let parsed = try PropertyListSerialization.propertyList(from: Data(document.utf8), options: [], format: nil) as? String
        let expected = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 && !["\t", "\n", "\r"].contains(scalar) ? "\u{FFFD}" : scalar
        }))
        XCTAssertEqual(parsed, expected)
    }
}
