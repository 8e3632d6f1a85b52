// Which classes an old schema shares with the schema before it
// (SwiftDataClassSharing): an unchanged class whose every reached class is
// unchanged too, through relationships, a one-way relationship, a superclass
// or a subclass, and a composite declared beside another class; never in the
// first or the current schema.
import MomgenModel
@testable import MomgenSwift
import XCTest

final class SwiftDataClassSharingTests: XCTestCase {
    typealias F = SwiftDataFixture

    /// The sharing of schemas V1…Vn built from `models` (oldest first).
    private func owners(_ models: [ResolvedModel], targets: [String] = []) throws -> [[String: String]] {
        let schemas = try models.enumerated().map { offset, model in
            let name = "KitchenSchemaV\(offset + 1)"
            return SwiftDataClassSharing.Schema(
                name: name, classes: try SwiftDataClassBuilder(options: F.options(targets), schemaName: name).build(model).classes)
        }
        return SwiftDataClassSharing(schemas).owners
    }

    private func text(_ extra: Bool) -> Attribute { F.attribute(extra ? "extra" : "text", .string, optional: true) }

    func testAnIsolatedUnchangedClassIsTheOldestSchemasAndTheCurrentCopiesNothing() throws {
        let models = (0 ..< 4).map { version in
            F.model([F.entity("Tag", [F.attribute("name", .string, optional: true)]),
                     F.entity("Note", [F.attribute("v\(version)", .string, optional: true)])])
        }
        let owners = try owners(models)
        XCTAssertEqual(owners, [[:], ["Tag": "KitchenSchemaV1"], ["Tag": "KitchenSchemaV1"], [:]])
    }

    func testAClassReachingAChangedClassIsNotShared() throws {
        func version(_ changed: Bool) -> ResolvedModel {
            F.model([F.entity("Trip", [F.attribute("name", .string, optional: true)], [F.relationship("stops", to: "Stop", inverse: "trip", toMany: true)]),
                     F.entity("Stop", [text(changed)], [F.relationship("trip", to: "Trip", inverse: "stops")]),
                     F.entity("Log", [F.attribute("line", .string, optional: true)], [F.relationship("trip", to: "Trip", inverse: nil)])])
        }
        // Stop changes in V3: Trip reaches it, Log reaches Trip (one way).
        let owners = try owners([version(false), version(false), version(true), version(true)])
        XCTAssertEqual(owners[1], ["Trip": "KitchenSchemaV1", "Stop": "KitchenSchemaV1", "Log": "KitchenSchemaV1"])
        XCTAssertEqual(owners[2], [:])
    }

    func testAOneWayRelationshipToAChangedClassKeepsOnlyTheReachingSideOwn() throws {
        func version(_ changed: Bool) -> ResolvedModel {
            F.model([F.entity("Log", [F.attribute("line", .string, optional: true)], [F.relationship("note", to: "Note", inverse: nil)]),
                     F.entity("Note", [text(changed)])])
        }
        // Log changes in V3 and reaches Note; Note reaches nothing: shared.
        func logChanged(_ changed: Bool) -> ResolvedModel {
            F.model([F.entity("Log", [F.attribute(changed ? "when" : "line", .string, optional: true)], [F.relationship("note", to: "Note", inverse: nil)]),
                     F.entity("Note", [text(false)])])
        }
        XCTAssertEqual(try owners([logChanged(false), logChanged(true), logChanged(true)])[1], ["Note": "KitchenSchemaV1"])
        XCTAssertEqual(try owners([version(false), version(true), version(true)])[1], [:], "Note changed, and Log reaches it")
    }

    func testASubclassAndItsSuperclassAreSharedTogetherOrNotAtAll() throws {
        func version(_ changed: Bool) -> ResolvedModel {
            F.model([F.entity("Media", [F.attribute("title", .string, optional: true)]),
                     F.entity("Photo", [text(changed)]) { $0.parentEntity = "Media" }])
        }
        let same = try owners([version(false), version(false), version(false)], targets: ["ios:26.0"])
        XCTAssertEqual(same[1], ["Media": "KitchenSchemaV1", "Photo": "KitchenSchemaV1"])
        let changed = try owners([version(false), version(true), version(true)], targets: ["ios:26.0"])
        XCTAssertEqual(changed[1], [:], "the unchanged superclass has a changed subclass")
    }

    func testAClassStoringACompositeDeclaredBesideAChangedClassIsNotShared() throws {
        var swatch = CompositeType(name: "Swatch")
        swatch.attributes = [F.attribute("hue", .double, optional: true)]
        func version(_ changed: Bool) -> ResolvedModel {
            let composite = { (name: String) in F.attribute(name, .composite, optional: true) { $0.compositeName = "Swatch" } }
            return F.model([F.entity("Apple", [composite("skin"), text(changed)]), F.entity("Pear", [composite("skin")])], composites: [swatch])
        }
        // Swatch is declared beside Apple (the first entity storing it).
        let owners = try owners([version(false), version(true), version(true)])
        XCTAssertEqual(owners[1], [:], "Pear's Swatch is the changed Apple's")
    }

    func testTwoSchemasShareNothing() throws {
        let model = F.model([F.entity("Tag", [F.attribute("name", .string, optional: true)])])
        XCTAssertEqual(try owners([model, model]), [[:], [:]])
    }
}
