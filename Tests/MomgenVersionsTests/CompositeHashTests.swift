// The composite attribute's version hash: SHA256 of its members' attribute
// hashes sorted by name, without the composite's own name or flags. Found
// and confirmed on the store SwiftData wrote for MetaCocktails (4 of 4
// entity hashes, 13 composite attributes; SwiftDataStoreTests checks it).
import Foundation
import MomgenVersions
import XCTest

final class CompositeHashTests: XCTestCase {
    func testCompositeHashIsTheSortedMembersHashes() throws {
        let model = try ModelFixture.resolved("""
        <entity name="Shop"><attribute name="address" optional="YES" attributeType="Composite" composite="Address"/></entity>
        <composite name="Address"><attribute name="zip" optional="YES" attributeType="Integer 64"/><attribute name="street" optional="YES" attributeType="String"/></composite>
        """)
        let entity = try XCTUnwrap(ModelVersionHashes(model).entity(named: "Shop"))
        XCTAssertTrue(entity.isExact)
        // SHA256(A(street, optional String) ‖ A(zip, optional Integer 64)),
        // computed independently (Python hashlib) from the encoding above.
        let expected = "851ff35a6e3cb75e278bef0149f43ec01681b5e32833bbb9cd233f54bad9bade"
        XCTAssertEqual(entity.property(named: "address")?.hash.map { String(format: "%02x", $0) }.joined(), expected)
    }

    func testCompositeNameAndOptionalityDoNotReachTheHash() throws {
        func hash(_ attribute: String) throws -> [UInt8]? {
            let model = try ModelFixture.resolved("""
            <entity name="Shop">\(attribute)</entity>
            <composite name="Address"><attribute name="street" optional="YES" attributeType="String"/></composite>
            """)
            return ModelVersionHashes(model).entity(named: "Shop")?.properties.first?.hash
        }
        XCTAssertEqual(try hash(#"<attribute name="a" attributeType="Composite" composite="Address"/>"#),
                       try hash(#"<attribute name="a" optional="YES" attributeType="Composite" composite="Address"/>"#))
    }

    func testMissingCompositeTypeIsNotExact() throws {
        let model = try ModelFixture.resolved(#"<entity name="Shop"><attribute name="a" attributeType="Composite" composite="Nowhere"/></entity>"#)
        XCTAssertFalse(ModelVersionHashes(model).isExact)
    }
}
