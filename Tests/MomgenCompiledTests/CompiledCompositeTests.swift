// Composite attributes in a compiled model (a SwiftData store's cache holds
// them for every Codable property): the members are decoded into a composite
// type named after the entity and attribute, with their own flags, and a
// composite that contains itself stops at the depth limit with a note.
import MomgenCompiled
import MomgenModel
import XCTest

final class CompiledCompositeTests: XCTestCase {
    /// `Shop.address` with members `street` (optional String) and `zip`
    /// (Integer 64, archived required); `Shop.loop` lists itself as a member.
    private func archive() -> [UInt8] {
        let archiver = TestArchiver()
        let model = archiver.reserve(), shop = archiver.reserve(), loop = archiver.reserve()
        let property = ["NSPropertyDescription", "NSObject"]
        let composite = ["NSAttributeDescription", "NSPropertyDescription", "NSObject"]
        func attribute(_ name: String, type: Int64, flags: Int64) -> Int {
            archiver.object("NSAttributeDescription", superclasses: property, [
                ("NSPropertyName", .uid(archiver.string(name))), ("NSEntity", .uid(shop)), ("NSAttributeType", .int(type)), ("_P", .int(flags)),
            ])
        }
        let street = attribute("street", type: 700, flags: 243), zip = attribute("zip", type: 300, flags: 241)
        let address = archiver.object("NSCompositeAttributeDescription", superclasses: composite, [
            ("NSPropertyName", .uid(archiver.string("address"))), ("NSEntity", .uid(shop)), ("NSAttributeType", .int(2100)), ("_P", .int(243)),
            ("NSCompositeElements", .uid(archiver.array([street, zip], className: "NSMutableArray"))),
        ])
        archiver.object("NSCompositeAttributeDescription", superclasses: composite, [
            ("NSPropertyName", .uid(archiver.string("loop"))), ("NSEntity", .uid(shop)), ("NSAttributeType", .int(2100)), ("_P", .int(243)),
            ("NSCompositeElements", .uid(archiver.array([loop], className: "NSMutableArray"))),
        ], in: loop)
        archiver.object("NSEntityDescription", [
            ("NSEntityName", .uid(archiver.string("Shop"))), ("NSManagedObjectModel", .uid(model)),
            ("NSProperties", .uid(archiver.dictionary([("address", address), ("loop", loop)], className: "NSMutableDictionary"))),
        ], in: shop)
        archiver.object("NSManagedObjectModel", [("NSEntities", .uid(archiver.dictionary([("Shop", shop)])))], in: model)
        return archiver.bytes(root: model)
    }

    func testMembersBecomeACompositeTypeNamedAfterEntityAndAttribute() throws {
        let compiled = try CompiledModelReader().decode(archive(), file: "Shop.mom")
        let shop = try XCTUnwrap(compiled.model.entities.first)
        XCTAssertEqual(shop.attributes.first { $0.name == "address" }?.compositeName, "ShopAddress")
        let type = try XCTUnwrap(compiled.model.composites.first { $0.name == "ShopAddress" })
        XCTAssertEqual(type.attributes.map(\.name), ["street", "zip"])
        XCTAssertEqual(type.attributes.map(\.isOptional), [true, false])
        XCTAssertEqual(type.attributes.map(\.type), [.string, .integer64])
    }

    func testACompositeContainingItselfStopsAtTheDepthLimit() throws {
        let compiled = try CompiledModelReader().decode(archive(), file: "Shop.mom")
        XCTAssertTrue(compiled.notes.contains { $0.contains("nests deeper than 4 levels") }, "\(compiled.notes)")
        XCTAssertEqual(compiled.model.composites.filter { $0.name.hasPrefix("ShopLoop") }.count, 4)
    }
}
