// The mapping rules of the swiftdata layout, one test per rule: optionality
// and init parameters, attribute options, relationships and the inverse
// side, uniqueness and indexes by deployment target, inheritance, names,
// access, and findings at the model's file and line.
import MomgenDiagnostics
import MomgenModel
@testable import MomgenSwift
import XCTest

final class SwiftDataClassBuilderTests: XCTestCase {
    typealias F = SwiftDataFixture

    func testOptionalityDefaultsAndInitParameters() throws {
        let model = F.model([F.entity("Book", [
            F.attribute("title", .string),
            F.attribute("subtitle", .string, optional: true),
            F.attribute("pages", .integer16, default: "0"),
            F.attribute("rating", .integer16, optional: true, default: "3"),
            F.attribute("cover", .binary),
        ])])
        let book = try XCTUnwrap(F.classes(model).named("Book"))
        XCTAssertEqual(book.properties.map { "\($0.swiftName): \($0.declaredType)\($0.defaultClause)" },
                       ["title: String", "subtitle: String?", "pages: Int16 = 0", "rating: Int16? = 3", "cover: Data"])
        XCTAssertEqual(book.parameterList, "title: String, cover: Data")
        XCTAssertEqual(book.assignments.map(\.swiftName), ["title", "cover"])
        XCTAssertEqual(book.classKeyword, "final class")
    }

    func testAttributeOptions() throws {
        let classes = try F.classes(F.features(), ["ios:18.0"])
        let recipe = try XCTUnwrap(classes.named("Recipe"))
        let annotations = Dictionary(uniqueKeysWithValues: recipe.properties.map { ($0.name, $0.annotations) })
        XCTAssertEqual(annotations["photo"], ["@Attribute(.externalStorage)"])
        XCTAssertEqual(annotations["title"], ["@Attribute(.spotlight)"])
        XCTAssertEqual(annotations["uid"], ["@Attribute(.unique)"])
        XCTAssertEqual(annotations["notes"], ["@Attribute(.preserveValueOnDeletion)"])
        XCTAssertEqual(annotations["secret"], ["@Attribute(.allowsCloudEncryption)"])
        XCTAssertEqual(annotations["headline"], ["@Attribute(originalName: \"heading\", hashModifier: \"v2\")"])
        XCTAssertEqual(annotations["draft"], ["@Transient"])
        XCTAssertEqual(annotations["color"], ["@Attribute(.transformable(by: \"ColorTransformer\"))"])
        XCTAssertEqual(annotations["extras"], ["@Attribute(.transformable(by: \"NSKeyedUnarchiveFromData\"))"], "Core Data's default transformer")
        XCTAssertEqual(recipe.property("color")?.declaredType, "Color?")
        XCTAssertEqual(recipe.property("extras")?.declaredType, "NSObject?")
        XCTAssertEqual(recipe.property("address")?.declaredType, "Address?")
        XCTAssertEqual(recipe.property("where")?.swiftName, "`where`")
        XCTAssertEqual(recipe.property("badDefault")?.defaultClause, "", "an out-of-range default is left out")
        XCTAssertTrue(recipe.parameterList.contains("badDefault: Int16"))
    }

    func testCompositeStructHasExactlyTheCompositesMembers() throws {
        let recipe = try XCTUnwrap(F.classes(F.features()).named("Recipe"))
        let address = try XCTUnwrap(recipe.composites.first)
        XCTAssertEqual(address.name, "Address")
        XCTAssertEqual(address.members.map { "\($0.swiftName): \($0.declaredType)" }, ["street: String", "zip: String?", "floor: Int16"])
        XCTAssertEqual(address.parameterList, "street: String, zip: String? = nil, floor: Int16 = 0")
    }

    func testRelationshipsTypesDeleteRulesAndCounts() throws {
        let classes = try F.classes(F.features())
        let recipe = try XCTUnwrap(classes.named("Recipe"))
        XCTAssertEqual(recipe.property("steps").map { $0.declaredType + $0.defaultClause }, "[Step] = []")
        XCTAssertEqual(recipe.property("tags")?.declaredType, "[Tag]?")
        XCTAssertEqual(recipe.property("chef")?.declaredType, "Chef?")
        XCTAssertEqual(recipe.property("chef")?.annotations, ["@Relationship(deleteRule: .deny)"])
        XCTAssertEqual(recipe.property("steps")?.annotations, ["@Relationship(deleteRule: .cascade, inverse: \\Step.recipe)"])
        let chef = try XCTUnwrap(classes.named("Chef"))
        XCTAssertEqual(chef.property("recipes")?.annotations,
                       ["@Relationship(deleteRule: .cascade, minimumModelCount: 1, maximumModelCount: 10, inverse: \\Recipe.chef)"])
        let step = try XCTUnwrap(classes.named("Step"))
        XCTAssertEqual(step.property("next")?.annotations, ["@Relationship(deleteRule: .noAction, inverse: \\Step.previous)"])
        XCTAssertEqual(step.property("previous")?.annotations, [])
        XCTAssertEqual(step.property("recipe")?.annotations, [])
    }

    /// Exactly one side of every reciprocal pair names the inverse.
    func testInverseOnExactlyOneSideOfEveryPair() throws {
        let model = try F.features()
        let classes = try F.classes(model)
        for entity in model.entities {
            for relationship in entity.ownRelationships {
                guard let inverseRef = relationship.inverse, let inverse = model.relationship(inverseRef) else { continue }
                let mine = classes.named(entity.name)?.property(relationship.name)?.annotations.joined().contains("inverse:") ?? false
                let theirs = classes.named(model.entities[inverse.owner].name)?.property(inverse.name)?.annotations.joined().contains("inverse:") ?? false
                XCTAssertNotEqual(mine, theirs, "\(entity.name).\(relationship.name)")
            }
        }
    }

    func testInverseRuleToManySideThenNames() {
        let model = F.model([
            F.entity("A", [], [F.relationship("b", to: "B", inverse: "a"), F.relationship("bs", to: "B", inverse: "many", toMany: true)]),
            F.entity("B", [], [F.relationship("a", to: "A", inverse: "b"), F.relationship("many", to: "A", inverse: "bs")]),
        ])
        let a = model.entities[0], b = model.entities[1]
        XCTAssertNotNil(SwiftDataInverseRule.carriedInverse(of: a.relationships[0], in: model), "one-to-one: A.b sorts before B.a")
        XCTAssertNil(SwiftDataInverseRule.carriedInverse(of: b.relationships[0], in: model))
        XCTAssertNotNil(SwiftDataInverseRule.carriedInverse(of: a.relationships[1], in: model), "the to-many side")
        XCTAssertNil(SwiftDataInverseRule.carriedInverse(of: b.relationships[1], in: model))
    }

    func testUniqueAndIndexNeedIOS18() throws {
        let model = try F.features()
        let new = try XCTUnwrap(F.classes(model, ["ios:18.0", "macos:15.0"]).named("Recipe"))
        XCTAssertEqual(new.macros, ["#Unique<Recipe>([\\.title, \\.created])", "#Index<Recipe>([\\.title], [\\.rating, \\.created])"])
        let old = try F.classes(model, ["ios:17.0"])
        let recipe = try XCTUnwrap(old.named("Recipe"))
        XCTAssertEqual(recipe.macros, [])
        XCTAssertTrue(recipe.notes.contains { $0.hasPrefix("#Unique<Recipe>([\\.title, \\.created]) is left out") }, "\(recipe.notes)")
        XCTAssertEqual(recipe.property("uid")?.annotations, ["@Attribute(.unique)"], "single-attribute uniqueness exists from iOS 17")
        XCTAssertEqual(old.findings.filter { $0.ruleID == "swiftdata-uniqueness-constraint" }.count, 1)
        XCTAssertEqual(old.findings.filter { $0.ruleID == "swiftdata-fetch-index" && $0.entity == "Recipe" }.count, 2)
        // The newest systems (no target) have both.
        XCTAssertFalse(try XCTUnwrap(F.classes(model).named("Recipe")).macros.isEmpty)
    }

    func testNeverAnEmptyIndex() throws {
        var index = FetchIndex(name: "byExpression", elements: [FetchIndex.Element(property: nil, expression: "title.length")])
        index.location = SourceLocationRef(line: 7, column: 3)
        let model = F.model([F.entity("Book", [F.attribute("title", .string)]) { $0.fetchIndexes = [index] }])
        let classes = try F.classes(model, ["ios:18.0"])
        XCTAssertEqual(classes.named("Book")?.macros, [])
        XCTAssertEqual(classes.findings.map(\.ruleID), ["swiftdata-fetch-index"])
    }

    func testInheritanceFromIOS26AndFlattenedBelow() throws {
        let model = try F.features()
        let old = try F.classes(model, ["ios:18.0"])
        let flat = try XCTUnwrap(old.named("Dessert"))
        XCTAssertEqual(flat.superclassClause, "")
        XCTAssertTrue(flat.properties.contains { $0.name == "calories" }, "inherited properties are copied")
        XCTAssertEqual(old.findings.filter { $0.ruleID == "swiftdata-inheritance" }.map(\.entity), ["Dessert"])
        let new = try F.classes(model, ["ios:26.0", "macos:26.0"])
        let sub = try XCTUnwrap(new.named("Dessert"))
        XCTAssertEqual(sub.superclassClause, ": Recipe")
        XCTAssertEqual(sub.properties.map(\.name), ["sweetness"])
        XCTAssertTrue(sub.hasSuperInit)
        XCTAssertTrue(sub.parameterList.hasSuffix("sweetness: Int16"))
        XCTAssertEqual(sub.superArguments, "title: title, thumbnail: thumbnail, badDefault: badDefault")
        XCTAssertEqual(new.named("Recipe")?.classKeyword, "class")
        XCTAssertTrue(new.findings.allSatisfy { $0.ruleID != "swiftdata-inheritance" })
    }

    func testFindingsAtTheModelsFileAndLine() throws {
        let classes = try F.classes(F.features(), ["ios:17.0"])
        let byRule = Dictionary(grouping: classes.findings, by: \.ruleID)
        let ordered = try XCTUnwrap(byRule["swiftdata-ordered-relationship"]?.first)
        XCTAssertEqual(ordered.location.line, 28)
        XCTAssertTrue(ordered.location.file.hasSuffix("SwiftDataFeatures.xcdatamodel/contents"))
        XCTAssertEqual(ordered.property, "steps")
        for rule in ["swiftdata-fetched-property", "swiftdata-fetch-request", "swiftdata-derived-attribute", "swiftdata-configuration",
                     "swiftdata-transient", "swiftdata-transformable-class", "swiftdata-default-value", "swiftdata-inheritance"] {
            XCTAssertEqual(byRule[rule]?.count, 1, rule)
            XCTAssertGreaterThan(byRule[rule]?.first?.location.line ?? 0, 0, rule)
        }
        XCTAssertTrue(classes.findings.allSatisfy { $0.ruleID.hasPrefix("swiftdata-") && !$0.message.hasSuffix(".") })
        let recipe = try XCTUnwrap(classes.named("Recipe"))
        XCTAssertTrue(recipe.property("steps")?.notes.first?.contains("ordered") == true)
        XCTAssertTrue(recipe.notes.contains { $0.contains("VeganRecipes") })
    }

    func testObjectIDAndUndefinedAttributesAreLeftOutWithAFinding() throws {
        let model = F.model([F.entity("Book", [F.attribute("ref", .objectID, optional: true), F.attribute("tmp", .undefined, optional: true) { $0.isTransient = true }])])
        let classes = try F.classes(model)
        XCTAssertEqual(classes.named("Book")?.properties, [])
        XCTAssertEqual(Set(classes.findings.map(\.ruleID)), ["swiftdata-objectid-attribute", "swiftdata-unsupported-type"])
    }

    func testAccessIsConsistent() throws {
        let classes = try F.classes(F.features(), access: .public)
        for context in classes.classes {
            XCTAssertEqual(context.classModifier, "public ")
            XCTAssertTrue(context.properties.allSatisfy { $0.memberModifier == "public " }, context.entityName)
            XCTAssertTrue(context.composites.allSatisfy { $0.memberModifier == "public " && $0.members.allSatisfy { $0.memberModifier == "public " } })
        }
        let files = try SwiftEmitter(options: F.options(access: .public)).emit(F.model([F.entity("Entry", [F.attribute("id", .uuid, optional: true)])]))
        let text = try XCTUnwrap(files.first).contents
        XCTAssertTrue(text.contains("public var id: UUID?"), text)
        XCTAssertTrue(text.contains("public init()"), text)
        XCTAssertTrue(text.contains("public typealias Entry = KitchenSchemaV1.Entry"), text)
    }

    func testEntityNamesThatHideStandardTypesQualifyThem() throws {
        let model = F.model([F.entity("Date", [F.attribute("at", .date, optional: true)]), F.entity("Note", [F.attribute("text", .string, optional: true)])])
        let classes = try F.classes(model)
        XCTAssertEqual(classes.named("Date")?.property("at")?.declaredType, "Foundation.Date?")
        XCTAssertEqual(classes.named("Note")?.property("text")?.declaredType, "String?")
    }

    func testEntityNamesThatCannotBeClassesAreFindingsNotRenames() throws {
        let model = F.model([F.entity("Self"), F.entity("Model"), F.entity("Fine")])
        let classes = try F.classes(model)
        XCTAssertEqual(classes.classes.map(\.className), ["Fine", "Model"])
        XCTAssertEqual(classes.findings.filter { $0.ruleID == "swiftdata-entity-name" }.compactMap(\.entity).sorted(), ["Model", "Self"])
    }

    func testEveryEntityGetsAClassWhateverItsCodegen() throws {
        let model = F.model([F.entity("Made") { $0.codeGenerationType = "class" }, F.entity("Plain") { $0.representedClassName = nil }])
        XCTAssertEqual(try F.classes(model).classes.map(\.className), ["Made", "Plain"])
    }

    /// A required to-one is `T` and set at init: SwiftData then derives a
    /// required relationship and the entity keeps its hash (seen in a real
    /// store's cache). Its minimum count is stated, to-one or to-many.
    func testRequiredToOneIsNonOptionalAndAnInitParameter() throws {
        let model = F.model([
            F.entity("Book", [F.attribute("title", .string)], [F.relationship("author", to: "Author", inverse: "books", optional: false) { $0.minCount = 1 }]),
            F.entity("Author", [], [F.relationship("books", to: "Book", inverse: "author", toMany: true)]),
        ])
        let book = try XCTUnwrap(try F.classes(model).named("Book"))
        XCTAssertEqual(book.property("author")?.declaredType, "Author")
        XCTAssertEqual(book.property("author")?.annotations, ["@Relationship(minimumModelCount: 1)"])
        XCTAssertEqual(book.parameterList, "title: String, author: Author")
    }

    /// On a cycle of required to-ones no object could be created with
    /// non-optional properties: they are `T?`, each with a finding that the
    /// hash changes. A required to-one off the cycle stays `T`.
    func testRequiredToOnesOnACycleAreOptionalWithAFinding() throws {
        let model = F.model([
            F.entity("Person", [], [F.relationship("passport", to: "Passport", inverse: "holder", optional: false),
                                    F.relationship("mentor", to: "Person", inverse: nil, optional: false),
                                    F.relationship("city", to: "City", inverse: nil, optional: false)]),
            F.entity("Passport", [], [F.relationship("holder", to: "Person", inverse: "passport", optional: false)]),
            F.entity("City"),
        ])
        let classes = try F.classes(model)
        XCTAssertEqual(classes.named("Person")?.property("passport")?.declaredType, "Passport?")
        XCTAssertEqual(classes.named("Person")?.property("mentor")?.declaredType, "Person?")
        XCTAssertEqual(classes.named("Person")?.property("city")?.declaredType, "City")
        XCTAssertEqual(classes.named("Passport")?.property("holder")?.declaredType, "Person?")
        let cycle = classes.findings.filter { $0.ruleID == "swiftdata-required-to-one-cycle" }
        XCTAssertEqual(cycle.count, 3)
        XCTAssertTrue(cycle.allSatisfy { $0.message.contains("store needs a migration") })
    }
}
