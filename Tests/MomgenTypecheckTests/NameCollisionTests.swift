// A member momgen adds to a class (the typed array `pagesArray` of an ordered
// relationship `pages`) must never take a name that a property of the entity,
// of a parent or of a sub-entity already has: the generated class would
// declare it twice (or override it without `override`) and not compile.
// momgen leaves the accessor out, says why in the machine file, and the code
// type-checks in every layout.
import Foundation
import MomgenTestSupport
import XCTest

final class NameCollisionTests: XCTestCase {
    static let contents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23E224" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="manual">
            <attribute name="pagesArray" optional="YES" attributeType="String"/>
            <relationship name="pages" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Page" inverseName="book" inverseEntity="Page"/>
        </entity>
        <entity name="Page" representedClassName="Page" syncable="YES" codeGenerationType="manual">
            <relationship name="book" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="pages" inverseEntity="Book"/>
        </entity>
        <entity name="Shelf" representedClassName="Shelf" syncable="YES" codeGenerationType="manual">
            <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="shelf" inverseEntity="Item"/>
            <relationship name="labels" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="labelShelf" inverseEntity="Item"/>
        </entity>
        <entity name="Box" representedClassName="Box" parentEntity="Shelf" syncable="YES" codeGenerationType="manual">
            <attribute name="itemsArray" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
        </entity>
        <entity name="Item" representedClassName="Item" syncable="YES" codeGenerationType="manual">
            <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="items" inverseEntity="Shelf"/>
            <relationship name="labelShelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="labels" inverseEntity="Shelf"/>
        </entity>
    </model>
    """

    func testACollidingTypedArrayIsLeftOutAndTheCodeTypechecks() throws {
        let folder = TestPaths.temporaryFolder("momgen-collision")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Collide.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Self.contents.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)

        for layout in GeneratedCode.layouts {
            let generated = try GeneratedCode.generate(model: model.path, layout: layout, extraArguments: ["--force"])
            defer { generated.discard() }
            XCTAssertEqual(generated.status, 0, "\(layout): \(generated.stderr)")
            let text = try generated.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            // Typed arrays are momgen's API; Xcode's and mogenerator's have none.
            if GeneratedCode.momgenAPILayouts.contains(layout) {
                // Book's own attribute, and Box's (a sub-entity of Shelf), take the names.
                XCTAssertTrue(text.contains("// `pagesArray` is not generated: a property of this entity or of a parent or sub-entity has that name"), layout)
                XCTAssertTrue(text.contains("// `itemsArray` is not generated"), layout)
                // A relationship whose name is free keeps its typed array.
                XCTAssertTrue(text.contains("var labelsArray: [Item]"), layout)
            }
            XCTAssertFalse(text.contains("var pagesArray: [Page]"), layout)
            XCTAssertFalse(text.contains("var itemsArray: [Item]"), layout)
            let result = Typechecker.check(files: generated.files, moduleName: "CollideApp")
            XCTAssertTrue(result.ok, "Collide (\(layout)) does not type-check:\n\(result.diagnostics)")
        }
    }

    /// A property named like a key enum (`Attributes`, `Relationships`,
    /// `UserInfoKeys`), in the entity or a sub-entity: that enum is left out
    /// of the whole family with a comment, the others stay.
    static let keyEnumContents = ModelFolder.document("""
    <entity name="Doc" representedClassName="Doc" syncable="YES" codeGenerationType="manual">
        <attribute name="Relationships" optional="YES" attributeType="String"/>
        <attribute name="title" optional="YES" attributeType="String"/>
        <relationship name="Attributes" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="doc" inverseEntity="Note"/>
        <userInfo><entry key="owner" value="docs"/></userInfo>
    </entity>
    <entity name="Memo" representedClassName="Memo" parentEntity="Doc" syncable="YES" codeGenerationType="manual">
        <attribute name="UserInfoKeys" optional="YES" attributeType="String"/>
    </entity>
    <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="manual">
        <attribute name="text" optional="YES" attributeType="String"/>
        <relationship name="doc" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Doc" inverseName="Attributes" inverseEntity="Doc"/>
    </entity>
    """)

    func testAPropertyNamedLikeAKeyEnumLeavesThatEnumOutAndTheCodeTypechecks() throws {
        let model = try ModelFolder(name: "KeyEnums", contents: Self.keyEnumContents)
        defer { model.discard() }
        for layout in GeneratedCode.layouts {
            let generated = try GeneratedCode.generate(model: model.model.path, layout: layout, extraArguments: ["--force"])
            defer { generated.discard() }
            XCTAssertEqual(generated.status, 0, "\(layout): \(generated.stderr)")
            let text = try generated.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            XCTAssertTrue(text.contains("var Attributes: NSOrderedSet"), layout)
            // Nested key enums are momgen's API (the xcode layout has none;
            // the mogenerator set's are top-level, `DocAttributes`).
            guard GeneratedCode.momgenAPILayouts.contains(layout) else {
                XCTAssertFalse(text.contains("enum Attributes:"), layout)
                let result = Typechecker.check(files: generated.files, moduleName: "KeyEnumApp")
                XCTAssertTrue(result.ok, "KeyEnums (\(layout)) does not type-check:\n\(result.diagnostics)")
                continue
            }
            // Doc and Memo lose the enum; Note (another family) keeps its
            // Attributes and Relationships, and has no userInfo.
            for (name, kept) in [("Attributes", 1), ("Relationships", 1), ("UserInfoKeys", 0)] {
                XCTAssertTrue(text.contains("// `\(name)` is not generated: this key enum is left out"), "\(layout): \(name)")
                XCTAssertEqual(text.components(separatedBy: "enum \(name): String").count - 1, kept, "\(layout): \(name)")
            }
            // Note's family has no such property: its enums stay.
            XCTAssertTrue(text.contains("enum Attributes: String, CaseIterable {\n        case text\n"), layout)
            let result = Typechecker.check(files: generated.files, moduleName: "KeyEnumApp")
            XCTAssertTrue(result.ok, "KeyEnums (\(layout)) does not type-check:\n\(result.diagnostics)")
        }
    }
}
