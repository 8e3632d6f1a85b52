// Substitution variables of fetch request templates and their types.
import Foundation
import MomgenModel
import MomgenSwift
import MomgenTestSupport
import XCTest

final class PredicateVariablesTests: XCTestCase {
    func testFindsVariablesWithKeyPaths() {
        let found = PredicateVariables().variables(in: "name == $NAME AND $MIN <= price AND SELF.category == $FETCH_SOURCE AND title BEGINSWITH[cd] $P")
        XCTAssertEqual(found.map(\.name), ["NAME", "MIN", "P"])
        XCTAssertEqual(found.map(\.keyPath), ["name", "price", "title"])
        XCTAssertEqual(found.map(\.comparison), ["==", "<=", "BEGINSWITH"])
    }

    func testIgnoresDollarsInsideStringsAndRepeats() {
        let found = PredicateVariables().variables(in: "note == \"costs $5\" OR name == $N OR other == $N")
        XCTAssertEqual(found.map(\.name), ["N"])
    }

    func testSubqueryVariablesAndTheirKeyPathsAreNotParameters() {
        // The example: only MIN is a substitution variable.
        let found = PredicateVariables().variables(in: "SUBQUERY(items, $x, $x.rank > $MIN).@count > 0")
        XCTAssertEqual(found.map(\.name), ["MIN"])
        XCTAssertEqual(found.map(\.keyPath), [nil])
        // Nested subqueries, a variable used before and after one, FUNCTION and ANY.
        let nested = PredicateVariables().variables(in: """
        name == $NAME AND SUBQUERY(shelves, $s, SUBQUERY($s.books, $b, $b.title BEGINSWITH $PREFIX AND $b.price < $s.limit).@count > 0).@count >= $COUNT \
        AND ANY tags.label IN $TAGS AND FUNCTION(SELF, 'scoreWith:', $WEIGHT) > 1 AND ALL ratings.stars > $STARS
        """)
        XCTAssertEqual(nested.map(\.name), ["NAME", "PREFIX", "COUNT", "TAGS", "WEIGHT", "STARS"])
        XCTAssertEqual(nested.map(\.keyPath), ["name", nil, nil, "tags.label", nil, "ratings.stars"])
    }

    func testSubqueryVariableNamesAreOnlyBoundInsideTheSubquery() {
        // `$x` outside the subquery is a substitution variable of its own.
        let found = PredicateVariables().variables(in: "SUBQUERY(items, $x, $x.rank > 1).@count > 0 AND owner == $x")
        XCTAssertEqual(found.map(\.name), ["x"])
        XCTAssertEqual(found.map(\.keyPath), ["owner"])
    }

    func testAKeyPathOnAVariableNamesTheVariable() {
        let found = PredicateVariables().variables(in: "$OWNER.name == name AND note == 'costs $5 or $x.y'")
        XCTAssertEqual(found.map(\.name), ["OWNER"])
        XCTAssertEqual(found.map(\.keyPath), [nil], "the variable's own key path is compared, not the variable")
    }

    /// Every fetch request template in the shared corpus: the variables
    /// each predicate really has (read off the predicates by hand).
    func testRealFetchTemplatesFromTheCorpus() throws {
        let corpus = try TestRequirements.shared("corpus", for: "the corpus's fetch request templates")
        let expected: [String: [String]] = [
            "humanName == $humanName": ["humanName"],
            "oneToOne.name == $NAME OR string == $NEEDLE": ["NAME", "NEEDLE"],
            "parent == $parent": ["parent"],
            "parent.parentName == $parentName": ["parentName"],
            "quantity == 0": [],
            "source == $FETCH_SOURCE": [],   // filled in by Core Data itself
            "true == true": [],
            "uuid == $UUID": ["UUID"],
        ]
        var seen: Set<String> = []
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: corpus.path))
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix("/contents") else { continue }
            let text = try String(contentsOf: corpus.appendingPathComponent(relative), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("<fetchRequest ") {
                guard let start = line.range(of: "predicateString=\"") else { continue }
                let rest = line[start.upperBound...]
                let predicate = String(rest[..<(rest.firstIndex(of: "\"") ?? rest.endIndex)])
                    .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
                    .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
                guard let names = expected[predicate] else {
                    XCTFail("a corpus fetch template this test does not know yet: \(predicate) (\(relative))")
                    continue
                }
                seen.insert(predicate)
                XCTAssertEqual(PredicateVariables().variables(in: predicate).map(\.name), names, predicate)
            }
        }
        XCTAssertEqual(seen, Set(expected.keys), "every listed template is still in the corpus")
    }

    func testNoVariables() {
        XCTAssertEqual(PredicateVariables().variables(in: "uniformColor == \"Green\""), [])
        XCTAssertEqual(PredicateVariables().variables(in: ""), [])
    }

    func testTemplateParametersAreTyped() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        let named = try XCTUnwrap(item.fetchTemplates.first { $0.name == "ItemsNamed" })
        XCTAssertEqual(named.functionName, "makeItemsNamedFetchRequest")
        XCTAssertEqual(named.parameters.map(\.label), ["name", "min", "owner", "prefix", "anyValue"])
        XCTAssertEqual(named.parameters.map(\.type), ["String", "Int32", "Owner", "String", "Any"])
        XCTAssertEqual(named.parameters.map(\.variableLiteral), ["\"NAME\"", "\"MIN\"", "\"OWNER\"", "\"PREFIX\"", "\"ANY_VALUE\""])
        XCTAssertEqual(named.resultType, "Item")
        let ids = try XCTUnwrap(item.fetchTemplates.first { $0.name == "ItemIDs" })
        XCTAssertEqual(ids.resultType, "NSManagedObjectID")
        XCTAssertEqual(ids.parameters.map(\.type), ["[UUID]"])
        let owner = try XCTUnwrap(try Fixture.context().entity("Owner"))
        XCTAssertEqual(owner.fetchTemplates.map(\.resultType), ["NSNumber"])
        XCTAssertFalse(owner.fetchTemplates[0].hasParameters)
    }

    func testARepeatedVariableTakesTheFirstKeyPathFoundAndKeepsItsPlace() {
        let found = PredicateVariables().variables(in: "$N == 1 OR $M == 2 OR name == $N OR title == $N OR count > $M")
        XCTAssertEqual(found.map(\.name), ["N", "M"])
        XCTAssertEqual(found.map(\.keyPath), ["name", "count"])
        XCTAssertEqual(found.map(\.comparison), ["==", ">"])
    }

    func testClashingParameterLabelsGetUnderscoresInOrder() {
        var request = FetchRequest(name: "Clash")
        request.predicateString = "a == $name OR b == $NAME OR c == $Name OR d == $model OR e == $name_ OR f == $NAME_"
        let context = FetchTemplateContext(request, entityType: "Item", namer: SwiftNamer()) { _ in nil }
        // `model` is the function's first parameter, so `$model` clashes too.
        XCTAssertEqual(context.parameters.map(\.label), ["name", "name_", "name__", "model_", "name___", "name____"])
    }
}
