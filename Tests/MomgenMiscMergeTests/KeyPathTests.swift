// Key paths: through objects, dictionaries, lists (@count) and the NSString
// methods templates use; unknown keys are errors at the tag.
@testable import MomgenMiscMerge
import XCTest

final class KeyPathTests: XCTestCase {
    func testObjectPath() throws {
        let destination = TestObject(["managedObjectClassName": .string("Author")])
        let relationship = TestObject(["destinationEntity": .object(destination)])
        XCTAssertEqual(try render("<$R.destinationEntity.managedObjectClassName$>", ["R": .object(relationship)]), "Author")
    }

    func testBooleanGetterFoundByIsPrefix() throws {
        XCTAssertEqual(try render("<$if A.optional$>?<$endif$>", ["A": .object(TestObject(["isOptional": .bool(true)]))]), "?")
    }

    func testCountOfListsAndDictionaries() throws {
        XCTAssertEqual(try render("<$items.@count$> <$d.@count$>", ["items": abc, "d": .dictionary(MergeDictionary([("k", .string("v"))]))]),
                       "3 1")
    }

    func testStringMethods() throws {
        let keys: [String: MergeValue] = ["n": .string("firstName")]
        XCTAssertEqual(try render("<$n.initialCapitalString$> <$n.uppercaseString$> <$n.lowercaseString$>", keys),
                       "FirstName FIRSTNAME firstname")
        XCTAssertEqual(try render("<$s.camelCaseString$>", ["s": .string("Hello big World")]), "helloBigWorld")
    }

    func testMissingDictionaryKeyIsNil() throws {
        XCTAssertEqual(try render("[<$TemplateVar.arc$>]<$if TemplateVar.arc$>arc<$endif$>",
                                  engine: MergeDictionary([("TemplateVar", .dictionary(MergeDictionary()))])), "[]")
    }

    func testTemplateVarIsAnEngineSymbol() throws {
        let vars = MergeDictionary([("arc", .string("true"))])
        XCTAssertEqual(try render("<$TemplateVar.arc$>", engine: MergeDictionary([("TemplateVar", .dictionary(vars))])), "true")
    }

    func testLoopVariableShadowsMainObject() throws {
        XCTAssertEqual(try render("<$foreach name items do$><$name.name$><$endforeach do$>", ["name": .string("x"), "items": abc]), "abc")
    }

    func testUnknownKeyIsAnError() {
        XCTAssertEqual(errorLine { try render("ok\n  <$nmae$>", ["name": .string("x")]) },
                       "t.motemplate:2:5: error: unknown key 'nmae'")
    }

    func testUnknownKeyInConditionIsAnError() {
        XCTAssertEqual(errorLine { try render("<$if hasCustomSuperentty$>x<$endif$>") },
                       "t.motemplate:1:6: error: unknown key 'hasCustomSuperentty'")
    }

    func testUnknownKeyDeepInPathIsAnError() {
        XCTAssertEqual(errorLine { try render("<$A.nmae$>", ["A": .object(TestObject(["name": .string("x")]))]) },
                       "t.motemplate:1:3: error: unknown key 'nmae' in 'A.nmae' (test object has no such key)")
    }

    func testBareWordOperandIsLiteral() throws {
        XCTAssertEqual(try render("<$if kind == Date$>D<$endif$>", ["kind": .string("Date")]), "D")
    }

    func testPrintingAnObjectIsAnError() {
        XCTAssertEqual(errorLine { try render("<$items$>", ["items": abc]) },
                       "t.motemplate:1:1: error: this tag prints a list, dictionary or model object, not text")
    }

    func testIndexCommand() throws {
        XCTAssertEqual(try render("<$index names 1$>", ["names": .list([.string("a"), .string("b")])]), "b")
    }
}
