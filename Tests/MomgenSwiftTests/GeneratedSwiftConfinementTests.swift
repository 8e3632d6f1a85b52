// No text from a model leaves its string literal or comment in generated
// Swift, in any layout: every model string (the model's own name, entity,
// class, property, fetch request names, predicates, defaults, userInfo) is
// set to payloads that would end a comment or a literal, and the code that
// remains once comments and literal contents are taken out must not hold the
// payload's call `INJ(`. The namer drops `(` from identifiers, so `INJ(` in
// code can only come from text that escaped.
import MomgenModel
import MomgenSwift
import XCTest

final class GeneratedSwiftConfinementTests: XCTestCase {
    /// Text that ends a line comment (LF, CR, NEL, U+2028, U+2029), a block
    /// or doc comment (`*/`), or a literal (quotes, backslashes, `"""`, `\(`).
    static let payloads = [
        "Shelf\ninjected INJ()\n", "Shelf\rINJ()", "Shelf\u{85}INJ()", "Shelf\u{2028}INJ()", "Shelf\u{2029}INJ()",
        "Shelf*/INJ()/*", "Shelf\"INJ()\"", "Shelf\\\"INJ()//", "Shelf\"\"\"\nINJ()\n\"\"\"", "Shelf\\(INJ())",
        "Shelf`INJ()`", "Shelf\u{0B}\u{0C}INJ()", "Shelf#\"INJ()\"#",
    ]

    /// A model whose every string is `payload` (after a prefix that keeps the
    /// names apart).
    func model(_ payload: String) -> ResolvedModel {
        var model = Model(file: "contents")
        var entity = Entity(name: "E" + payload)
        entity.representedClassName = "C" + payload
        entity.userInfo = UserInfo([.init(key: "documentation", value: payload)])
        var text = Attribute(name: "t" + payload, type: .string)
        text.isOptional = true
        text.defaultValueString = payload
        text.userInfo = UserInfo([.init(key: "note", value: payload)])
        var number = Attribute(name: "n" + payload, type: .integer32)
        number.defaultValueString = payload
        number.minValueString = payload
        var link = Relationship(name: "r" + payload)
        link.destinationEntity = "E" + payload
        link.isOptional = true
        var fetched = FetchedProperty(name: "f" + payload)
        var fetchedRequest = FetchRequest(name: "fr" + payload)
        fetchedRequest.entity = "E" + payload
        fetchedRequest.predicateString = "name == \"" + payload + "\""
        fetched.fetchRequest = fetchedRequest
        entity.attributes = [text, number]
        entity.relationships = [link]
        entity.fetchedProperties = [fetched]
        var request = FetchRequest(name: "q" + payload)
        request.entity = "E" + payload
        request.predicateString = "name == $" + "v" + " AND note == \"" + payload + "\""
        model.entities = [entity]
        model.fetchRequests = [request]
        return Resolver().resolve(model)
    }

    func testNoModelStringLeavesItsLiteralOrComment() throws {
        for payload in Self.payloads {
            for layout in Layout.allCases {
                let options = GenerationOptions(modelName: "M" + payload, layout: layout)
                let files = try SwiftEmitter(options: options).emit(model(payload))
                XCTAssertFalse(files.isEmpty)
                for file in files {
                    let code = SwiftCodeText.code(of: file.contents)
                    XCTAssertFalse(code.contains("INJ("), "\(layout) \(file.path) with \(payload.debugDescription):\n\(file.contents)")
                }
            }
        }
    }

    /// The `single` layout's header and the model protocol's doc comment
    /// show the model's (folder's) name: a line break there was a line of code.
    func testTheModelsNameStaysInItsComments() throws {
        for layout in [Layout.single, .mogenerator] {
            let options = GenerationOptions(modelName: "Shelf\ninjectedCall()\n", layout: layout)
            let files = try SwiftEmitter(options: options).emit(model("x"))
            for file in files {
                XCTAssertFalse(file.contents.contains("\ninjectedCall()"), file.contents)
            }
        }
    }

    func testTheCommentEscaper() {
        XCTAssertEqual(SwiftLiteral.comment("a\nb\rc\u{85}d\u{2028}e\u{2029}f"), "a b c d e f")
        XCTAssertEqual(SwiftLiteral.comment("a*/b/*c"), "a* /b/ *c")
        XCTAssertEqual(SwiftLiteral.comment("a */ b"), "a * / b")
        XCTAssertEqual(SwiftLiteral.comment("plain"), "plain")
    }

    func testTheLexer() {
        XCTAssertEqual(SwiftCodeText.code(of: "a // x\nb"), "a  \nb")
        XCTAssertEqual(SwiftCodeText.code(of: "a /* x /* y */ z */ b"), "a   b")
        XCTAssertEqual(SwiftCodeText.code(of: "f(\"x\\\"y\")"), "f(\"\")")
        XCTAssertEqual(SwiftCodeText.code(of: "\"a\\(b)c\""), "\"b\"")
        XCTAssertEqual(SwiftCodeText.code(of: "#\"a\"b\"#"), "\"\"")
        XCTAssertTrue(SwiftCodeText.code(of: "\"a\nINJ()").contains("INJ("))
        XCTAssertTrue(SwiftCodeText.code(of: "// a\u{2028}INJ()").contains("INJ("))
    }
}
