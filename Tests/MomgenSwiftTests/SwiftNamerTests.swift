// Table-driven tests of the one namer: keywords, invalid characters,
// module-qualified class names, case names.
import MomgenSwift
import XCTest

final class SwiftNamerTests: XCTestCase {
    let namer = SwiftNamer()

    func testPropertyNames() {
        let table: [(String, String)] = [
            ("title", "title"),
            ("default", "`default`"),
            ("class", "`class`"),
            ("self", "`self`"),
            ("Self", "`Self`"),
            ("Any", "`Any`"),
            ("protocol", "`protocol`"),
            ("get", "get"),            // contextual keyword: a plain identifier
            ("open", "open"),          // contextual keyword
            ("first name", "firstName"),
            ("price-in-euro", "priceInEuro"),
            ("2fa", "_2fa"),
            ("", "_"),
            ("_private", "_private"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(namer.propertyName(input), expected, "propertyName(\(input))")
        }
    }

    func testTypeNames() {
        let table: [(String, String, String)] = [
            ("Book", "Book", "Book"),
            ("MyApp.Book", "Book", "Book"),
            (".Book", "Book", "Book"),
            ("My App.Book Store", "BookStore", "BookStore"),
            ("Protocol", "Protocol", "Protocol"),
            ("Self", "`Self`", "Self"),
        ]
        for (input, escaped, bare) in table {
            XCTAssertEqual(namer.typeName(input), escaped, "typeName(\(input))")
            XCTAssertEqual(namer.bareTypeName(input), bare, "bareTypeName(\(input))")
        }
    }

    func testCaseNames() {
        let table: [(String, String)] = [
            ("title", "title"),
            ("mogenerator.readonly", "mogeneratorReadonly"),
            ("momgen.customBaseClass", "momgenCustomBaseClass"),
            ("Type", "Type_"),
            ("self", "self_"),
            ("default", "`default`"),
            ("Some Key", "someKey"),
            ("rawValue", "rawValue_"),
            ("allCases", "allCases_"),
        ]
        for (input, expected) in table {
            XCTAssertEqual(namer.caseName(input), expected, "caseName(\(input))")
        }
    }

    func testCapitalizedForSelectors() {
        XCTAssertEqual(namer.capitalized("books"), "Books")
        XCTAssertEqual(namer.capitalized("URLs"), "URLs")
        XCTAssertEqual(namer.capitalized("default"), "Default")
        XCTAssertEqual(namer.capitalized("Zed"), "Zed")
        XCTAssertEqual(namer.capitalized("_private"), "_private")
    }

    func testEveryResultIsAValidIdentifierOnceUnquoted() {
        let inputs = ["a b", "9", "é", "x.y.z", "--", "class", "in", "Type", "a$b"]
        for input in inputs {
            for name in [namer.propertyName(input), namer.caseName(input), namer.typeName(input)] {
                let unquoted = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
                XCTAssertTrue(namer.isIdentifier(unquoted), "\(input) → \(name)")
                let quotable = SwiftKeywords.needsBackticks.contains(unquoted)
                    || (name == namer.propertyName(input) && SwiftKeywords.memberNeedsBackticks.contains(unquoted))
                XCTAssertEqual(name.hasPrefix("`"), quotable, "\(input) → \(name)")
            }
        }
    }

    /// A name with nothing ASCII to keep is spelt in hex (a lone `_` is a
    /// keyword, and two such names must stay distinct).
    func testNamesWithoutASCIILettersAreSpeltInHex() {
        XCTAssertEqual(namer.caseName("日本"), "_65E5_672C")
        XCTAssertEqual(namer.caseName("日"), "_65E5")
        XCTAssertEqual(namer.propertyName("—"), "_2014")
    }

    /// A userInfo type name is used only when it is one type expression.
    func testALoneUnderscoreIsMadeAName() {
        // `_` is Swift's wildcard: every name the namer gives for it is spelt in hex.
        let namer = SwiftNamer()
        XCTAssertFalse(namer.isIdentifier("_"))
        XCTAssertEqual(namer.caseName("_"), "_5F")
        XCTAssertEqual(namer.parameterName("_"), "_5F")
        XCTAssertEqual(namer.propertyName("_"), "_5F")
        XCTAssertEqual(namer.capitalized("_"), "_5F")
        XCTAssertEqual(namer.propertyName("__"), "__")
    }

    func testTypeExpressions() {
        for text in ["Mood", "MyKit.Mood", "[String : Int]", "[String]?", "Dictionary<String, Int>"] {
            XCTAssertTrue(SwiftLiteral.isTypeExpression(text), text)
        }
        // A module with no class (`UnCloudNotes.`), an empty component and a lone `_` (issue 22).
        for text in ["Int Mood", "Mood Type", "Mood; import X", "", "1Mood", "UnCloudNotes.", "App..Photo", "_", "[App.]"] {
            XCTAssertFalse(SwiftLiteral.isTypeExpression(text), text)
        }
    }

    /// Swift rejects `Type` and `Protocol` as member names unless they are in
    /// backticks, which keep the Objective-C (Core Data) name unchanged.
    func testTypeAndProtocolPropertiesAreBackticked() {
        XCTAssertEqual(namer.propertyName("Type"), "`Type`")
        XCTAssertEqual(namer.propertyName("Protocol"), "`Protocol`")
        XCTAssertEqual(namer.propertyName("type"), "type")
        XCTAssertEqual(namer.typeName("Type"), "Type", "a top-level class may be named Type")
    }

    func testReservedMemberNames() {
        XCTAssertTrue(namer.isReservedMemberName("description"))
        XCTAssertTrue(namer.isReservedMemberName("entity"))
        XCTAssertTrue(namer.isReservedMemberName("objectID"))
        XCTAssertTrue(namer.isReservedMemberName("deleted"), "Objective-C property behind isDeleted")
        XCTAssertFalse(namer.isReservedMemberName("title"))
        // The two sets have different purposes and must not be confused.
        XCTAssertFalse(SwiftKeywords.needsBackticks.contains("description"))
    }

    func testStringLiteralsAndComments() {
        XCTAssertEqual(SwiftLiteral.string("a\"b\\c\nd"), "\"a\\\"b\\\\c\\nd\"")
        // The plain-ASCII fast path and the scalar-by-scalar path agree at their border.
        XCTAssertEqual(SwiftLiteral.string("plain name_1"), "\"plain name_1\"")
        XCTAssertEqual(SwiftLiteral.string("tab\there"), "\"tab\\there\"")
        XCTAssertEqual(SwiftLiteral.string("del\u{7F}"), "\"del\\u{7f}\"")
        XCTAssertEqual(SwiftLiteral.string("café"), "\"café\"")
        // A `*/` is broken up too: a block or doc comment around the text must not end inside it.
        XCTAssertEqual(SwiftLiteral.comment("x\ny\r*/"), "x y * /")
        XCTAssertFalse(SwiftLiteral.comment("a\nimport Evil").contains("\n"))
        XCTAssertTrue(SwiftLiteral.isTypeExpression("[String: Int]"))
        XCTAssertTrue(SwiftLiteral.isTypeExpression("MyKit.Color"))
        XCTAssertFalse(SwiftLiteral.isTypeExpression("Int; import Evil"))
        XCTAssertFalse(SwiftLiteral.isTypeExpression("X { }"))
    }
}
