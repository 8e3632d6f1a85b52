// Entity selection, class names, hierarchy, base classes, keys and imports.
import MomgenDiagnostics
import MomgenModel
import MomgenSwift
import XCTest

final class EntityContextTests: XCTestCase {
    func testSelection() throws {
        let context = try Fixture.context()
        XCTAssertEqual(context.entities.map(\.entityName), ["Item", "SpecialItem", "Owner", "Part", "Subtag"])
        XCTAssertEqual(context.skippedEntities.map(\.name), ["Tag", "XcodeMade", "Hidden"])
        let withXcode = try Fixture.context { $0.includeXcodeGenerated = true }
        XCTAssertTrue(withXcode.entities.contains { $0.entityName == "XcodeMade" })
    }

    func testConfiguration() throws {
        let small = try Fixture.context { $0.configuration = "Small" }
        XCTAssertEqual(small.entities.map(\.entityName), ["Owner", "Part"])
        XCTAssertThrowsError(try Fixture.context { $0.configuration = "Nope" }) { error in
            XCTAssertEqual(error as? MomgenError, .usage("the model has no configuration 'Nope' (it has: Small)"))
        }
    }

    func testClassNamesAndHierarchy() throws {
        let context = try Fixture.context()
        let item = try XCTUnwrap(context.entity("Item"))
        XCTAssertEqual(item.className, "Item")
        XCTAssertFalse(item.hasObjcName, "MyApp.Item is found by its module-qualified runtime name")
        XCTAssertEqual(item.superclassName, "BaseObject", "momgen.customBaseClass")
        XCTAssertTrue(item.conformsToModelProtocol)
        XCTAssertFalse(item.overridesEntityName)
        XCTAssertEqual(item.imports, ["CoreData", "Foundation", "MyKit", "OtherKit"])
        let special = try XCTUnwrap(context.entity("SpecialItem"))
        XCTAssertEqual(special.className, "SpecialItem")
        XCTAssertFalse(special.hasObjcName)
        XCTAssertEqual(special.superclassName, "Item")
        XCTAssertTrue(special.overridesEntityName)
        XCTAssertEqual(special.entityNameOverride, "override ")
        XCTAssertFalse(special.conformsToModelProtocol)
        XCTAssertEqual(special.attributes.map(\.name), ["extra"], "inherited attributes come from Item")
        XCTAssertEqual(special.keyEnums.first?.cases.last?.name, "extra")
        XCTAssertEqual(special.keyEnums.first?.cases.count, 22, "key enums list inherited keys too")
        // Subtag's parent has class NSManagedObject: Subtag declares the inherited members itself.
        let subtag = try XCTUnwrap(context.entity("Subtag"))
        XCTAssertEqual(subtag.superclassName, "NSManagedObject")
        XCTAssertEqual(subtag.attributes.map(\.name), ["label", "weight"])
        XCTAssertTrue(subtag.conformsToModelProtocol)
        XCTAssertTrue(try XCTUnwrap(context.entity("Owner")).hasObjcName)
    }

    func testBaseClassOption() throws {
        let context = try Fixture.context { $0.baseClass = "AppObject" }
        XCTAssertEqual(context.entity("Owner")?.superclassName, "AppObject")
        XCTAssertEqual(context.entity("Item")?.superclassName, "BaseObject", "the entity's userInfo wins")
    }

    func testUserInfoKeyEnum() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        let keys = try XCTUnwrap(item.keyEnums.first { $0.name == "UserInfoKeys" })
        XCTAssertEqual(keys.cases.map(\.name), ["additionalImports", "momgenCustomBaseClass"])
        XCTAssertEqual(keys.cases.map(\.needsRawValue), [false, true])
        XCTAssertNil(item.keyEnums.first { $0.name == "FetchedProperties" }, "no empty enums")
    }

    /// mogenerator's top-level key enums are named after the class; one
    /// whose name an entity class has is left out (two top-level types).
    func testClassKeyEnums() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        XCTAssertEqual(item.classKeyEnums.map(\.name), ["ItemAttributes", "ItemRelationships", "ItemUserInfo"])
        XCTAssertEqual(item.classKeyEnums.first?.cases.map(\.name), item.keyEnums.first?.cases.map(\.name))

        var model = Model(file: "contents")
        var book = Entity(name: "Book")
        book.representedClassName = "Book"
        book.attributes = [Attribute(name: "title", type: .string)]
        var clash = Entity(name: "BookAttributes")
        clash.representedClassName = "BookAttributes"
        clash.attributes = [Attribute(name: "name", type: .string)]
        model.entities = [book, clash]
        let context = try ContextBuilder(options: GenerationOptions(modelName: "M")).build(Resolver().resolve(model))
        XCTAssertEqual(context.entity("Book")?.classKeyEnums.map(\.name), [], "BookAttributes is a class of the model")
        XCTAssertEqual(context.entity("BookAttributes")?.classKeyEnums.map(\.name), ["BookAttributesAttributes"])
    }

    /// A property named like a primitive accessor or a set proxy keeps its
    /// name; the generated extra is left out.
    func testMogeneratorExtrasGiveWayToProperties() throws {
        var model = Model(file: "contents")
        var shelf = Entity(name: "Shelf")
        shelf.representedClassName = "Shelf"
        var books = Relationship(name: "books")
        books.isToMany = true
        books.destinationEntity = "Shelf"
        shelf.relationships = [books]
        shelf.attributes = [Attribute(name: "title", type: .string), Attribute(name: "primitiveTitle", type: .string),
                            Attribute(name: "booksSet", type: .string)]
        model.entities = [shelf]
        let entity = try XCTUnwrap(try ContextBuilder(options: GenerationOptions(modelName: "M")).build(Resolver().resolve(model)).entity("Shelf"))
        XCTAssertEqual(entity.attribute("title")?.hasPrimitive, false)
        XCTAssertEqual(entity.attribute("booksSet")?.hasPrimitive, true)
        let relationship = try XCTUnwrap(entity.relationships.first)
        XCTAssertFalse(relationship.hasSetProxy)
        XCTAssertTrue(relationship.hasPrimitive)
    }

    /// A Codable attribute gets throwing `decode…()`/`encode…(_:)`
    /// companions, named in its doc comment; where a property of the family
    /// has one of their names they are left out, with a note, and the doc
    /// comment stops naming them.
    func testCodableCompanionsGiveWayToProperties() throws {
        func entity(_ extra: [String], readOnly: Bool = false) throws -> EntityContext {
            var model = Model(file: "contents")
            var shelf = Entity(name: "Shelf")
            shelf.representedClassName = "Shelf"
            var layout = Attribute(name: "layout", type: .binary)
            layout.userInfo = UserInfo([.init(key: "momgen.codableType", value: "Layout")]
                                       + (readOnly ? [.init(key: "mogenerator.readonly", value: "YES")] : []))
            shelf.attributes = [layout] + extra.map { Attribute(name: $0, type: .string) }
            model.entities = [shelf]
            return try XCTUnwrap(try ContextBuilder(options: GenerationOptions(modelName: "M")).build(Resolver().resolve(model)).entity("Shelf"))
        }
        let plain = try XCTUnwrap(try entity([]).attribute("layout"))
        XCTAssertTrue(plain.hasCodingMethods)
        XCTAssertEqual([plain.decodeName, plain.encodeName], ["decodeLayout", "encodeLayout"])
        XCTAssertTrue(plain.summary.hasSuffix("; `decodeLayout()` and `encodeLayout(_:)` throw the errors instead"), plain.summary)
        let readOnly = try XCTUnwrap(try entity([], readOnly: true).attribute("layout"))
        XCTAssertTrue(readOnly.summary.hasSuffix("does not decode; `decodeLayout()` throws the decoding error instead"), readOnly.summary)
        XCTAssertTrue(plain.summary.contains("does not decode, and assigning a value that does not encode leaves the stored JSON as it was;"), plain.summary)
        for clash in ["decodeLayout", "encodeLayout"] {
            let clashing = try entity([clash])
            let layout = try XCTUnwrap(clashing.attribute("layout"))
            XCTAssertFalse(layout.hasCodingMethods, clash)
            XCTAssertFalse(layout.summary.contains("decodeLayout()"), layout.summary)
            XCTAssertEqual(clashing.skippedExtras.map(\.name), ["decodeLayout/encodeLayout"], clash)
        }
    }

    func testAccessLevels() throws {
        let open = try XCTUnwrap(try Fixture.context { $0.access = .open }.entity("Owner"))
        XCTAssertEqual(open.classModifier, "open ")
        XCTAssertEqual(open.memberModifier, "open ")
        XCTAssertEqual(open.staticModifier, "public ")
        let plain = try XCTUnwrap(try Fixture.context().entity("Owner"))
        XCTAssertEqual(plain.classModifier, "")
        XCTAssertEqual(plain.staticModifier, "")
    }
}
