// Each piece of Core Data's version-hash encoding, checked against values
// computed independently (Python's hashlib and struct, from the byte layout in
// ../shared/research/coredata-version-hashes.md), not against momgen's output.
import MomgenModel
@testable import MomgenVersions
import XCTest

final class HashEncodingTests: XCTestCase {
    func testIntegersAreLittleEndianAndStringsBareUTF8() {
        var input = HashInput()
        input.append("é")
        input.append(nil as String?)
        input.append("")
        input.appendU8(7)
        input.appendU16(0x0102)
        input.appendU32(700)
        XCTAssertEqual(input.bytes, [0xC3, 0xA9, 7, 0x02, 0x01, 0xBC, 0x02, 0x00, 0x00])
    }

    func testSortingIsByUTF16CodeUnitsLikeNSStringCompare() {
        XCTAssertTrue(CocoaStringOrder.precedes("Zebra", "apple"), "uppercase sorts first")
        XCTAssertTrue(CocoaStringOrder.precedes("book", "books"))
        // U+FF5E is one code unit 0xFF5E; U+1F600 is the pair D83D DE00, which
        // sorts first by code units although its scalar value is larger.
        XCTAssertTrue(CocoaStringOrder.precedes("\u{1F600}", "\u{FF5E}"))
        XCTAssertFalse("\u{1F600}" < "\u{FF5E}", "Swift's own order differs here, which is why it is not used")
    }

    func testBase64MatchesRFC4648Vectors() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            XCTAssertEqual(Base64.encode(Array(plain.utf8)), encoded)
        }
    }

    func testAttributeHash() {
        var title = Attribute(name: "title", type: .string)
        title.isOptional = false
        XCTAssertEqual(hex(PropertyVersionHash(attribute: title).hash),
                       "4abd1a08114b450802745e4b10da04f2afb71e7cf7b2d53ab19a21a2d75c2568")
        var data = Attribute(name: "data", type: .binary)
        data.isOptional = true
        data.allowsExternalBinaryDataStorage = true
        XCTAssertEqual(hex(PropertyVersionHash(attribute: data).hash),
                       "de13fc46b8011ee72f0c6aad92c325b550a8c44bf26afcecff3eaf7e2ca5d7d6")
    }

    func testRelationshipHash() {
        XCTAssertEqual(hex(PropertyVersionHash(relationship: Self.books, omitsInverse: false).hash),
                       "ee9af1a9bd3d2fc6671e0bc41d05b46c5694ebbdab11d687ff109c6ee465ab6b")
    }

    func testEntityHashChecksumAndDigest() throws {
        let model = try ModelFixture.resolved("""
        <entity name="Author">
            <attribute name="title" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
        </entity>
        """)
        let hashes = ModelVersionHashes(model)
        // Book is not in the model: the destination is hashed by name all the same.
        XCTAssertEqual(hashes.entity(named: "Author")?.base64, "0XRSx5RjBjzgypMWfo7GE2AWFwuuEufKh+7AP+gGons=")
        XCTAssertEqual(hashes.checksum, "4pzGNoFkiCH0XUuQztUVjSVNDPcdljFWmAmDldKA778=")
        XCTAssertEqual(hashes.digest, "TI2IvQoruelPd0gWgE2glBOKYOdqnR/0MT56veOx7+oR7/TW9IRlmLPAQkUFj924iLk3TehGrasYO6IErvfP9g==")
        XCTAssertTrue(hashes.isExact)
    }

    func testWhatTheHashIgnoresDoesNotChangeIt() throws {
        let plain = try ModelFixture.resolved("""
        <entity name="A" representedClassName="A"><attribute name="x" optional="YES" attributeType="Integer 64"/></entity>
        """)
        let decorated = try ModelFixture.resolved("""
        <entity name="A" representedClassName="MyApp.Other" elementID="old">
            <attribute name="x" optional="YES" attributeType="Integer 64" defaultValueString="3" usesScalarValueType="YES" indexed="YES" elementID="y">
                <userInfo><entry key="k" value="v"/></userInfo>
            </attribute>
            <attribute name="scratch" optional="YES" transient="YES" attributeType="String"/>
            <fetchedProperty name="found" optional="YES"><fetchRequest name="fetchedPropertyFetchRequest" entity="A"/></fetchedProperty>
        </entity>
        """)
        XCTAssertEqual(ModelVersionHashes(plain).checksum, ModelVersionHashes(decorated).checksum)
    }

    func testWhatTheHashCoversChangesIt() throws {
        let base = """
        <entity name="A"><attribute name="x" optional="YES" attributeType="Integer 64"/></entity>
        """
        let variants = [
            "<entity name=\"A\"><attribute name=\"x\" attributeType=\"Integer 64\"/></entity>",
            "<entity name=\"A\"><attribute name=\"x\" optional=\"YES\" attributeType=\"Integer 32\"/></entity>",
            "<entity name=\"A\"><attribute name=\"y\" optional=\"YES\" attributeType=\"Integer 64\"/></entity>",
            "<entity name=\"A\" isAbstract=\"YES\"><attribute name=\"x\" optional=\"YES\" attributeType=\"Integer 64\"/></entity>",
            "<entity name=\"A\" versionHashModifier=\"2\"><attribute name=\"x\" optional=\"YES\" attributeType=\"Integer 64\"/></entity>",
            "<entity name=\"A\"><attribute name=\"x\" optional=\"YES\" attributeType=\"Integer 64\" versionHashModifier=\"2\"/></entity>",
        ]
        let original = ModelVersionHashes(try ModelFixture.resolved(base)).checksum
        for variant in variants {
            XCTAssertNotEqual(ModelVersionHashes(try ModelFixture.resolved(variant)).checksum, original, variant)
        }
    }

    func testASubEntityIncludesItsParentsHashAndInheritedProperties() throws {
        let model = try ModelFixture.resolved("""
        <entity name="Shape" isAbstract="YES"><attribute name="name" optional="YES" attributeType="String"/></entity>
        <entity name="Circle" parentEntity="Shape"><attribute name="radius" attributeType="Double"/></entity>
        """)
        let hashes = ModelVersionHashes(model)
        let circle = try XCTUnwrap(hashes.entity(named: "Circle"))
        XCTAssertEqual(circle.properties.map(\.name), ["name", "radius"])
        XCTAssertEqual(circle.parent, "Shape")
        XCTAssertEqual(hashes.entities.map(\.name), ["Circle", "Shape"])
    }

    func testAReflexiveSelfInverseLeavesTheInverseOut() throws {
        let model = try ModelFixture.resolved("""
        <entity name="Person"><relationship name="friends" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Person" inverseName="friends" inverseEntity="Person"/></entity>
        """)
        let friends = try XCTUnwrap(ModelVersionHashes(model).entity(named: "Person")?.property(named: "friends"))
        XCTAssertNil(friends.inverse)
    }

    func testDerivedAndCompositeAttributesAreMarkedNotExact() throws {
        let model = try ModelFixture.resolved("""
        <entity name="Order">
            <attribute name="total" optional="YES" attributeType="Double" derived="YES" derivationExpression="sum:(items.price)"/>
        </entity>
        <entity name="Plain"><attribute name="x" optional="YES" attributeType="String"/></entity>
        """)
        let hashes = ModelVersionHashes(model)
        XCTAssertFalse(hashes.isExact)
        XCTAssertEqual(hashes.entity(named: "Order")?.inexactReasons.count, 1)
        XCTAssertTrue(hashes.entity(named: "Order")?.inexactReasons.first?.contains("derived attribute `total`") ?? false)
        XCTAssertTrue(hashes.entity(named: "Plain")?.isExact ?? false)
    }

    /// Inherited uniqueness constraints, preserve after deletion and a
    /// required to-one without minCount: real stores confirmed the encoding
    /// of each (issue 23), so no caveat is printed for them.
    func testEncodingsRealStoresConfirmedAreExact() throws {
        let model = try ModelFixture.resolved("""
        <entity name="Item">
            <attribute name="key" optional="YES" attributeType="String" preserveAfterDeletion="YES"/>
            <relationship name="owner" maxCount="1" deletionRule="Nullify" destinationEntity="Owner" inverseName="items" inverseEntity="Owner"/>
            <uniquenessConstraints><uniquenessConstraint><constraint value="key"/></uniquenessConstraint></uniquenessConstraints>
        </entity>
        <entity name="Special" parentEntity="Item"/>
        <entity name="Owner"><relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="owner" inverseEntity="Item"/></entity>
        """)
        let hashes = ModelVersionHashes(model)
        XCTAssertTrue(hashes.isExact, "\(hashes.entities.map { ($0.name, $0.inexactReasons) })")
    }

    static var books: Relationship {
        var books = Relationship(name: "books")
        books.isOptional = true
        books.isToMany = true
        books.isOrdered = true
        books.destinationEntity = "Book"
        books.inverseName = "author"
        return books
    }

    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { String(format: "%02x", $0) }.joined()
    }
}
