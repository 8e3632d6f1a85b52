// Core Data and SwiftData classes of one model in one module: an entity
// whose Core Data class keeps the entity name clashes with its @Model class.
import MomgenSwiftData
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftDataCoexistenceTests: XCTestCase {
    func testCoreDataClassNamedLikeTheEntityClashes() throws {
        let model = try ModelXML.resolved("""
        <entity name="Book" representedClassName="Book"><attribute name="title" attributeType="String"/></entity>
        <entity name="Shelf" representedClassName="App.Shelf"><attribute name="name" attributeType="String"/></entity>
        <entity name="Author"><attribute name="name" attributeType="String"/></entity>
        <entity name="Tag" representedClassName="CDTag"><attribute name="name" attributeType="String"/></entity>
        <entity name="Note" representedClassName=".CDNote"><attribute name="text" attributeType="String"/></entity>
        """)
        let clashes = SwiftDataCoexistence.classNameClashes(in: model)
        XCTAssertEqual(clashes.map(\.entity), ["Book", "Shelf", "Author"])
        XCTAssertEqual(clashes.first?.ruleID, "swiftdata-class-name-clash")
        XCTAssertEqual(clashes.first?.location.line, 3)
        XCTAssertTrue(clashes.first?.fixHint?.contains("'CDBook'") ?? false)
    }

    /// The fix costs no migration: representedClassName is not hashed.
    func testRenamingTheCoreDataClassKeepsTheHash() throws {
        let before = try ModelXML.resolved(#"<entity name="Book" representedClassName="Book"><attribute name="title" attributeType="String"/></entity>"#)
        let after = try ModelXML.resolved(#"<entity name="Book" representedClassName="CDBook"><attribute name="title" attributeType="String"/></entity>"#)
        XCTAssertEqual(ModelVersionHashes(before).base64ByEntity, ModelVersionHashes(after).base64ByEntity)
        XCTAssertEqual(SwiftDataCoexistence.classNameClashes(in: after), [])
    }
}
