// `--mogenerator-version`: the mogenerator template set writes each
// release's declarations (goldens per version), and its stock defaults
// (open access, every Codegen, mogenerator's own types) hold without flags.
import MomgenCore
import MomgenModel
import MomgenSwift
import MomgenTestSupport
import XCTest

final class MogeneratorVersionTests: XCTestCase {
    /// Every sample model and the features fixture under each version, in
    /// Tests/Goldens/swift/<Model>/mogenerator-1.31/ and, for 1.32 (the
    /// default), the set's own `mogenerator-template-set/`.
    func testGoldensForEachVersion() throws {
        var models: [(String, ResolvedModel)] = try TestPaths.sampleModelNames.map {
            ($0, try ModelLoader().load(TestPaths.sampleModel($0)).resolved)
        }
        models.append(("Features", try Fixture.features()))
        for version in MogeneratorVersion.allCases {
            for (name, model) in models {
                let options = GenerationOptions(modelName: name, layout: .mogenerator, templateSet: .mogenerator, mogeneratorVersion: version)
                let files = try SwiftEmitter(options: options, templates: .named(.mogenerator)).emit(model)
                // The default version's files are the set's goldens.
                let folder = version == .defaultVersion ? "mogenerator-template-set" : "mogenerator-\(version.rawValue)"
                for file in files {
                    GoldenFile.assertMatches(file.contents, "swift/\(name)/\(folder)/\(file.path)")
                }
            }
        }
    }

    /// Stock mogenerator without options: open classes, entities of every
    /// Codegen, the version's required style.
    func testStockDefaults() throws {
        let options = GenerationOptions(modelName: "Features", templateSet: .mogenerator)
        XCTAssertEqual(options.access, .open)
        XCTAssertTrue(options.includeXcodeGenerated)
        XCTAssertEqual(options.mogeneratorVersion, .v1_32)
        XCTAssertEqual(options.requiredStyle, .implicitlyUnwrapped)
        let old = GenerationOptions(modelName: "Features", templateSet: .mogenerator, mogeneratorVersion: .v1_31)
        XCTAssertEqual(old.requiredStyle, .nonOptional)
        // The momgen set keeps its defaults.
        let momgen = GenerationOptions(modelName: "Features")
        XCTAssertEqual(momgen.access, .internal)
        XCTAssertFalse(momgen.includeXcodeGenerated)
        XCTAssertNil(momgen.mogenerator)
    }

    /// 1.31 types every number and Boolean `NSNumber?` and Binary `NSData`;
    /// both versions type an untyped transformable `AnyObject`.
    func testTypesOfEachVersion() throws {
        var count = Attribute(name: "count", type: .integer16)
        count.isOptional = false
        var data = Attribute(name: "blob", type: .binary)
        data.isOptional = true
        var value = Attribute(name: "value", type: .transformable)
        value.isOptional = true
        let old = AttributeTypeMapper(requiredStyle: .nonOptional, plainOptionalScalars: true, mogenerator: .v1_31)
        XCTAssertEqual(old.swiftType(for: count).declaredType, "NSNumber?")
        XCTAssertEqual(old.swiftType(for: data).declaredType, "NSData?")
        XCTAssertEqual(old.swiftType(for: value).declaredType, "AnyObject?")
        let new = AttributeTypeMapper(requiredStyle: .implicitlyUnwrapped, plainOptionalScalars: true, mogenerator: .v1_32)
        XCTAssertEqual(new.swiftType(for: count).declaredType, "Int16")
        XCTAssertEqual(new.swiftType(for: data).declaredType, "Data?")
        XCTAssertEqual(new.swiftType(for: value).declaredType, "AnyObject?")
        XCTAssertEqual(AttributeTypeMapper().swiftType(for: value).declaredType, "NSObject?", "momgen's own set is unchanged")
    }

    /// A transformable whose class is set in Xcode's inspector: 1.31 (momc)
    /// kept `AnyObject`, 1.32 (momcom copies customClassName into userInfo
    /// attributeValueClassName) declares the class, as stock 1.32's
    /// template writes it (found by StockTemplatesFixtureTests).
    func testInspectorClassOfATransformableByVersion() throws {
        var color = Attribute(name: "color", type: .transformable)
        color.isOptional = true
        color.customClassName = "NSArray"
        var blob = Attribute(name: "blob", type: .binary)
        blob.isOptional = true
        blob.customClassName = "NSArray"
        let old = AttributeTypeMapper(requiredStyle: .nonOptional, plainOptionalScalars: true, mogenerator: .v1_31)
        XCTAssertEqual(old.swiftType(for: color).declaredType, "AnyObject?")
        let new = AttributeTypeMapper(requiredStyle: .implicitlyUnwrapped, plainOptionalScalars: true, mogenerator: .v1_32)
        XCTAssertEqual(new.swiftType(for: color).declaredType, "NSArray?")
        XCTAssertEqual(new.swiftType(for: blob).declaredType, "Data?", "momcom copies the class of transformables only")
    }

    /// 1.31 has no typed `fetchRequest()`; `booksSet()` is a mutable copy in both.
    func testFetchRequestAndSetCopy() throws {
        let model = try ModelLoader().load(TestPaths.sampleModel("BookStore")).resolved
        for version in MogeneratorVersion.allCases {
            let options = GenerationOptions(modelName: "BookStore", templateSet: .mogenerator, mogeneratorVersion: version)
            let files = try SwiftEmitter(options: options, templates: .named(.mogenerator)).emit(model)
            let book = try XCTUnwrap(files.first { $0.path == "_Book.swift" }).contents
            XCTAssertEqual(book.contains("class func fetchRequest()"), version == .v1_32, "\(version)")
            XCTAssertTrue(book.contains("func pagesSet() -> NSMutableOrderedSet {\n        pages.mutableCopy() as! NSMutableOrderedSet"), book)
            XCTAssertTrue(book.contains("open class _Book: NSManagedObject"), book)
        }
    }
}
