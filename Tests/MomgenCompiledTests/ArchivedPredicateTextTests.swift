// Issue 32 item 3: predicates keep their variables and options, and a
// derived attribute's function expression reads back as Xcode writes it.
// Patterns from a real store's model cache (framework 1344): a key path on
// a variable operand (`$FETCH_SOURCE.alias`), CONTAINS as an
// NSInPredicateOperator with NSFlags 1 ([c]), `count:` on
// `_NSPredicateUtilities`.
import MomgenCompiled
import MomgenModel
import XCTest

final class ArchivedPredicateTextTests: XCTestCase {
    func testFetchedPropertyKeepsVariablesAndOptions() throws {
        let archive = OneEntityArchive()
        let a = archive.archiver
        let sameAuthor = archive.comparison(archive.keyPath("authorAlias"), 4, archive.keyPath("alias", on: archive.variable("FETCH_SOURCE")),
                                            operatorClass: "NSEqualityPredicateOperator", [("NSOptions", .int(0)), ("NSNegate", .bool(false))])
        let search = archive.comparison(archive.keyPath("comment"), 99, archive.keyPath("userInfo.search", on: archive.variable("FETCHED_PROPERTY")),
                                        operatorClass: "NSInPredicateOperator", [("NSFlags", .int(1))])
        let folded = archive.comparison(archive.keyPath("title"), 8, archive.constant(.uid(a.string("a"))),
                                        operatorClass: "NSBeginsWithPredicateOperator", [("NSFlags", .int(3))])
        let normalized = archive.comparison(archive.keyPath("code"), 7, archive.constant(.uid(a.string("x*"))),
                                            operatorClass: "NSLikePredicateOperator", [("NSFlags", .int(4))])
        let both = a.object("NSCompoundPredicate", [
            ("NSCompoundPredicateType", .int(1)), ("NSSubpredicates", .uid(a.array([sameAuthor, search, folded, normalized]))),
        ])
        let request = a.object("NSFetchRequest", [("NSEntity", .uid(archive.entity)), ("NSPredicate", .uid(both))])
        archive.property("related", a.object("NSFetchedPropertyDescription", superclasses: ["NSPropertyDescription", "NSObject"], [
            ("NSPropertyName", .uid(a.string("related"))), ("NSEntity", .uid(archive.entity)), ("NSFetchRequest", .uid(request)), ("_P", .int(243)),
        ]))
        let compiled = try CompiledModelReader().decode(archive.bytes(), file: "Item.mom")
        let fetched = try XCTUnwrap(compiled.model.entities.first?.fetchedProperties.first)
        XCTAssertEqual(fetched.fetchRequest?.predicateString,
                       "(authorAlias == $FETCH_SOURCE.alias) AND (comment CONTAINS[c] $FETCHED_PROPERTY.userInfo.search)"
                           + " AND (title BEGINSWITH[cd] \"a\") AND (code LIKE[n] \"x*\")")
        XCTAssertEqual(compiled.notes, [])
    }

    func testDerivedAttributeFunctionIsWrittenAsXcodeWritesIt() throws {
        let archive = OneEntityArchive()
        let a = archive.archiver
        func function(_ selector: String, _ arguments: [Int]) -> Int {
            let utilities = a.object("NSConstantValueExpression", [("NSConstantValueClassName", .uid(a.string("_NSPredicateUtilities")))])
            return a.object("NSFunctionExpression", [
                ("NSOperand", .uid(utilities)), ("NSSelectorName", .uid(a.string(selector))), ("NSArguments", .uid(a.array(arguments))),
            ])
        }
        func derived(_ name: String, type: Int64, _ expression: Int) {
            archive.property(name, a.object("NSDerivedAttributeDescription", superclasses: ["NSAttributeDescription", "NSPropertyDescription", "NSObject"], [
                ("NSPropertyName", .uid(a.string(name))), ("NSEntity", .uid(archive.entity)), ("NSAttributeType", .int(type)),
                ("NSDerivationExpression", .uid(expression)), ("_P", .int(247)),
            ]))
        }
        derived("pagesCount", type: 300, function("count:", [archive.keyPath("pages")]))
        derived("searchName", type: 700, function("canonical:", [archive.keyPath("name")]))
        derived("updatedAt", type: 900, function("now", []))
        let compiled = try CompiledModelReader().decode(archive.bytes(), file: "Item.mom")
        let attributes = try XCTUnwrap(compiled.model.entities.first).attributes
        XCTAssertEqual(attributes.map(\.derivationExpression), ["count:(pages)", "canonical:(name)", "now()"])
        XCTAssertEqual(compiled.notes, [])
    }
}
