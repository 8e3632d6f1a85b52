// Substitution variables of fetch request templates and their types.
import MomgenModel
import MomgenSwift
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
