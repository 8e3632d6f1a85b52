// Attribute types, optionality and accessor shapes, from the Features fixture.
import MomgenSwift
import XCTest

final class AttributeContextTests: XCTestCase {
    func testSwiftTypesHonourTheModel() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        // name: (declared type, accessor shape)
        let table: [(String, String, String)] = [
            ("count16", "Int16?", "optionalScalar"),
            ("count32", "Int32", "managed"),
            ("count64", "Int64?", "optionalScalar"),
            ("legacyNumber", "NSNumber?", "managed"),
            ("ratio", "Double", "managed"),
            ("flag", "Bool?", "optionalScalar"),
            ("done", "Bool", "managed"),
            ("amount", "NSDecimalNumber?", "managed"),
            ("link", "URL?", "managed"),
            ("uid", "UUID", "managed"),
            ("blob", "Data?", "managed"),
            ("color", "NSArray?", "managed"),
            ("untyped", "NSObject?", "managed"),
            ("mood", "Mood?", "enumeration"),   // required, but a stored value may be no case
            ("status", "Status?", "enumeration"),
            ("settings", "Settings?", "codable"),
            ("total", "Double?", "optionalScalar"),
            ("name", "String", "managed"),
        ]
        for (name, type, shape) in table {
            let attribute = try XCTUnwrap(item.attribute(name), name)
            XCTAssertEqual(attribute.declaredType, type, name)
            let actual = attribute.isManaged ? "managed" : attribute.isOptionalScalar ? "optionalScalar"
                : attribute.isEnumeration ? "enumeration" : attribute.isCodable ? "codable" : "?"
            XCTAssertEqual(actual, shape, name)
        }
    }

    /// `--required-style`: required object values are `T`, `T!` or `T?`;
    /// scalars stay plain and optional values stay optional in every style.
    func testRequiredStyles() throws {
        // name: (non-optional, implicitly unwrapped, optional)
        let table: [(String, String, String, String)] = [
            ("name", "String", "String!", "String?"),
            ("uid", "UUID", "UUID!", "UUID?"),
            ("mood", "Mood?", "Mood!", "Mood?"),
            ("count32", "Int32", "Int32", "Int32"),
            ("ratio", "Double", "Double", "Double"),
            ("link", "URL?", "URL?", "URL?"),
            ("count16", "Int16?", "Int16?", "Int16?"),
            ("settings", "Settings?", "Settings?", "Settings?"),
        ]
        let styles: [RequiredStyle] = [.nonOptional, .implicitlyUnwrapped, .optional]
        let items = try styles.map { style in try XCTUnwrap(try Fixture.context { $0.requiredStyle = style }.entity("Item")) }
        for (name, nonOptional, unwrapped, optional) in table {
            XCTAssertEqual(items.map { $0.attribute(name)?.declaredType }, [nonOptional, unwrapped, optional], name)
        }
    }

    /// The xcode layout types attributes as Xcode's generated files do:
    /// every object value optional by default, scalars plain even when
    /// optional, no enum or Codable accessors (Xcode knows no such userInfo).
    func testXcodeLayoutTypes() throws {
        // name: (Xcode's default, with --required-style non-optional)
        let table: [(String, String, String)] = [
            ("count16", "Int16", "Int16"),
            ("count32", "Int32", "Int32"),
            ("flag", "Bool", "Bool"),
            ("legacyNumber", "NSNumber?", "NSNumber?"),
            ("amount", "NSDecimalNumber?", "NSDecimalNumber?"),
            ("uid", "UUID?", "UUID"),
            ("name", "String?", "String"),
            ("mood", "Int16", "Int16"),
            ("status", "String?", "String?"),
            ("settings", "Data?", "Data?"),
            ("untyped", "NSObject?", "NSObject?"),
        ]
        let xcode = try XCTUnwrap(try Fixture.context { $0.layout = .xcode; $0.requiredStyle = Layout.xcode.defaultRequiredStyle }.entity("Item"))
        let strict = try XCTUnwrap(try Fixture.context { $0.layout = .xcode; $0.requiredStyle = .nonOptional }.entity("Item"))
        for (name, xcodeType, strictType) in table {
            XCTAssertEqual(xcode.attribute(name)?.declaredType, xcodeType, name)
            XCTAssertEqual(strict.attribute(name)?.declaredType, strictType, name)
            XCTAssertEqual(xcode.attribute(name)?.accessorTemplate, "attribute-managed", name)
        }
        XCTAssertTrue(try XCTUnwrap(xcode.attribute("count16")).summary.hasSuffix("a plain scalar, as Xcode's and mogenerator's files declare it: no value reads as 0"))
        XCTAssertEqual(Layout.allCases.map(\.defaultRequiredStyle), [.nonOptional, .optional, .nonOptional, .nonOptional])
    }

    /// mogenerator's API: optional scalars plain, as its files declared them;
    /// enums and Codable values keep momgen's accessors (they never trap).
    func testMogeneratorTemplateSetTypes() throws {
        let item = try XCTUnwrap(try Fixture.context { $0.templateSet = .mogenerator; $0.requiredStyle = .implicitlyUnwrapped }.entity("Item"))
        let table: [(String, String, String)] = [
            ("count16", "Int16", "attribute-managed"),
            ("flag", "Bool", "attribute-managed"),
            ("legacyNumber", "NSNumber?", "attribute-managed"),
            ("name", "String!", "attribute-managed"),
            ("mood", "Mood!", "attribute-enum"),
            ("settings", "Settings?", "attribute-codable"),
        ]
        for (name, type, template) in table {
            XCTAssertEqual(item.attribute(name)?.declaredType, type, name)
            XCTAssertEqual(item.attribute(name)?.accessorTemplate, template, name)
        }
        XCTAssertEqual(TemplateSetName.mogenerator.defaultRequiredStyle, .implicitlyUnwrapped)
        XCTAssertNil(TemplateSetName.momgen.defaultRequiredStyle)
    }

    /// mogenerator's primitive accessors, typed as the store holds the value.
    func testPrimitiveAccessors() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        let table: [(String, String, String)] = [
            ("count16", "primitiveCount16", "NSNumber?"),
            ("count32", "primitiveCount32", "NSNumber?"),
            ("mood", "primitiveMood", "NSNumber?"),
            ("status", "primitiveStatus", "String?"),
            ("settings", "primitiveSettings", "Data?"),
            ("name", "primitiveName", "String?"),
            ("link", "primitiveLink", "URL?"),
        ]
        for (name, primitive, type) in table {
            XCTAssertEqual(item.attribute(name)?.primitiveName, primitive, name)
            XCTAssertEqual(item.attribute(name)?.primitiveType, type, name)
            XCTAssertEqual(item.attribute(name)?.hasPrimitive, true, name)
        }
    }

    func testScalarStorageAndReadOnly() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        XCTAssertEqual(item.attribute("count16")?.numberProperty, "int16Value")
        XCTAssertEqual(item.attribute("flag")?.numberProperty, "boolValue")
        XCTAssertEqual(item.attribute("mood")?.storageType, "Int16")
        XCTAssertEqual(item.attribute("mood")?.hasNumberStorage, true)
        XCTAssertEqual(item.attribute("status")?.storageType, "String")
        XCTAssertEqual(item.attribute("status")?.hasNumberStorage, false)
        XCTAssertEqual(item.attribute("total")?.isReadOnly, true, "derived attributes are read-only")
        XCTAssertEqual(item.attribute("locked")?.isReadOnly, true, "mogenerator.readonly")
        XCTAssertEqual(item.attribute("name")?.isReadOnly, false)
    }

    func testIgnoredReservedAndKeywordNames() throws {
        let item = try XCTUnwrap(try Fixture.context().entity("Item"))
        XCTAssertNil(item.attribute("secret"), "mogenerator.ignore")
        XCTAssertNil(item.attribute("description"), "clashes with NSObject")
        XCTAssertEqual(item.skippedProperties.map(\.name), ["description"])
        XCTAssertEqual(item.attribute("default")?.swiftName, "`default`")
        XCTAssertEqual(item.attribute("default")?.keyLiteral, "\"default\"")
    }

    func testTypeMapperRejectsCodeInTypeNames() {
        var attribute = MomgenModel.Attribute(name: "x", type: .transformable)
        attribute.customClassName = "Foo { }; import Evil"
        XCTAssertEqual(AttributeTypeMapper().swiftType(for: attribute).valueType, "NSObject")
        attribute.customClassName = "[String]"
        XCTAssertEqual(AttributeTypeMapper().swiftType(for: attribute).valueType, "[String]")
    }
}

import MomgenModel
