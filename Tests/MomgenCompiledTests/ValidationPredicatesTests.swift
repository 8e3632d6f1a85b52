// Issue 32 item 2: momc archives an attribute's min/max (and regular
// expression) as NSValidationPredicates with NSValidationWarnings (the
// NSValidation error codes); they read back as the source wrote them.
// Patterns from real archives: `SELF >= 0` with 1620 (a `.mom`'s Integer 32
// minimum), `length >= 3` / `length <= 50` (a store's String bounds).
import MomgenCompiled
import MomgenModel
import XCTest

final class ValidationPredicatesTests: XCTestCase {
    func decodedItem(_ build: (OneEntityArchive) -> Void) throws -> CompiledModel {
        let archive = OneEntityArchive()
        build(archive)
        return try CompiledModelReader().decode(archive.bytes(), file: "Item.mom")
    }

    /// The predicates and their warnings (the error codes, which the
    /// decoder does not need: each predicate's shape says what it bounds).
    func rules(_ archive: OneEntityArchive, _ predicates: [Int], _ warnings: [Int64]) -> [(String, TestArchiver.Value)] {
        let a = archive.archiver
        let codes = warnings.map { a.string(String($0)) }
        return [("NSValidationPredicates", .uid(a.array(predicates))), ("NSValidationWarnings", .uid(a.array(codes)))]
    }

    func testNumberBounds() throws {
        let compiled = try decodedItem { archive in
            let minimum = archive.comparison(archive.selfExpression(), 3, archive.constant(.int(0)))
            let maximum = archive.comparison(archive.selfExpression(), 1, archive.constant(.int(7)))
            archive.attribute("count", type: 200, rules(archive, [minimum, maximum], [1620, 1610]))
            let low = archive.comparison(archive.selfExpression(), 3, archive.constant(.real(-0.5)))
            archive.attribute("ratio", type: 500, rules(archive, [low], [1620]))
        }
        let attributes = try XCTUnwrap(compiled.model.entities.first).attributes
        XCTAssertEqual(attributes.map(\.name), ["count", "ratio"])
        XCTAssertEqual(attributes.map(\.minValueString), ["0", "-0.5"])
        XCTAssertEqual(attributes.map(\.maxValueString), ["7", nil])
        XCTAssertEqual(compiled.notes, [])
    }

    func testStringLengthsAndPattern() throws {
        let compiled = try decodedItem { archive in
            let shortest = archive.comparison(archive.keyPath("length"), 3, archive.constant(.int(3)))
            let longest = archive.comparison(archive.keyPath("length"), 1, archive.constant(.int(50)))
            let pattern = archive.comparison(archive.selfExpression(), 6, archive.constant(.uid(archive.archiver.string("[a-z]+"))),
                                             operatorClass: "NSMatchingPredicateOperator", [("NSFlags", .int(0))])
            archive.attribute("title", type: 700, rules(archive, [shortest, longest, pattern], [1670, 1660, 1680]))
        }
        let title = try XCTUnwrap(compiled.model.entities.first?.attributes.first)
        XCTAssertEqual(title.minValueString, "3")
        XCTAssertEqual(title.maxValueString, "50")
        XCTAssertEqual(title.regularExpressionString, "[a-z]+")
    }

    func testDateBoundsAreXcodesDateTimeIntervals() throws {
        let compiled = try decodedItem { archive in
            let a = archive.archiver
            let earliest = archive.comparison(archive.selfExpression(), 3, archive.constant(.uid(a.object("NSDate", [("NS.time", .real(100))]))))
            let latest = archive.comparison(archive.selfExpression(), 1, archive.constant(.uid(a.object("NSDate", [("NS.time", .real(86400))]))))
            archive.attribute("due", type: 900, rules(archive, [latest, earliest], [1630, 1640]))
        }
        let due = try XCTUnwrap(compiled.model.entities.first?.attributes.first)
        XCTAssertEqual(due.otherAttributes.map(\.name), ["minDateTimeInterval", "maxDateTimeInterval"])
        XCTAssertEqual(due.otherAttributes.map(\.value), ["100", "86400"])
    }

    /// A rule written in code (`"title" IN SELF`) is no editor bound: noted,
    /// nothing invented.
    func testOtherPredicateIsNotedNotGuessed() throws {
        let compiled = try decodedItem { archive in
            let contains = archive.comparison(archive.constant(.uid(archive.archiver.string("title"))), 99, archive.selfExpression(),
                                              operatorClass: "NSInPredicateOperator", [("NSFlags", .int(0))])
            archive.attribute("title", type: 700, rules(archive, [contains], [1680]))
        }
        let title = try XCTUnwrap(compiled.model.entities.first?.attributes.first)
        XCTAssertNil(title.minValueString)
        XCTAssertNil(title.regularExpressionString)
        XCTAssertEqual(compiled.notes, ["attribute Item.title's validation predicate \"title\" CONTAINS SELF is no min, max or pattern; it is not decoded"])
    }
}
