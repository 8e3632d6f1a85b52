// The shared lint index, the lineage key tables and the ASCII name helpers
// give the answers the rules computed themselves before.
@testable import MomgenLint
import MomgenModel
import XCTest

final class LintIndexTests: XCTestCase {
    private let body = """
    <entity name="Base">
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="kind" optional="YES" attributeType="String"/>
    </entity>
    <entity name="Sub" parentEntity="Base">
        <attribute name="kind" optional="YES" attributeType="String"/>
        <attribute name="note" optional="YES" attributeType="String"/>
        <relationship name="note" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Base"/>
    </entity>
    """

    func testIndexListsNamesInModelOrder() throws {
        let index = LintIndex(try LintFixture.resolve(body: body))
        XCTAssertEqual(index.names.map(\.name), ["Base", "title", "kind", "Sub", "kind", "note", "note"])
        XCTAssertEqual(index.entityNames.map(\.name), ["Base", "Sub"])
        XCTAssertEqual(index.propertyNames.map(\.quoted), ["'Base.title'", "'Base.kind'", "'Sub.kind'", "'Sub.note'", "'Sub.note'"])
        XCTAssertEqual(index.propertyNames.map(\.kind), ["attribute", "attribute", "attribute", "attribute", "relationship"])
    }

    func testIndexSlicesEachEntitysOwnProperties() throws {
        let index = LintIndex(try LintFixture.resolve(body: body))
        XCTAssertEqual(index.ownProperties(of: 0).map(\.name), ["title", "kind"])
        XCTAssertEqual(index.ownProperties(of: 1).map(\.name), ["kind", "note", "note"])
        XCTAssertEqual(index.ownProperties(of: 1).enumerated().map(\.offset), [0, 1, 2])
    }

    func testLineageKeysFindTheFirstHolderAncestorsFirst() throws {
        let model = try LintFixture.resolve(body: body)
        let sub = model.entities[1]
        let byName = LineageKeys(model.entities, key: { $0 })
        // Sub's own properties: kind (0), note (1), note (2).
        XCTAssertEqual(byName.first(at: 0, in: sub), LineageKeys.Holder(entity: 0, name: "kind"))
        XCTAssertNil(byName.first(at: 1, in: sub), "the first own 'note' has nothing before it")
        XCTAssertEqual(byName.first(at: 2, in: sub), LineageKeys.Holder(entity: 1, name: "note"))
        XCTAssertNil(byName.first(at: 0, in: model.entities[0]))
        let bySetter = LineageKeys(model.entities, key: { $0 == "note" ? "Title" : AccessorSelectorClashRule.setterKey($0) })
        XCTAssertEqual(bySetter.key(at: 1, in: 1), "Title")
        XCTAssertEqual(bySetter.first(at: 1, in: sub), LineageKeys.Holder(entity: 0, name: "title"))
    }

    func testASCIINameMatchesCharacterAnswers() {
        let names = ["url", "Url", "", "x", "coverPhotos", "HTTPServer", "éclair", "Über", "fotoÄpfel", "a\u{301}b", "\r\nx", "9lives", "_id"]
        for name in names {
            XCTAssertEqual(ASCIIName.startsUppercase(name), name.first?.isUppercase == true, name)
            XCTAssertEqual(ASCIIName.startsLowercase(name), name.first?.isLowercase == true, name)
            XCTAssertEqual(ASCIIName.capitalizingFirst(name), name.prefix(1).uppercased() + name.dropFirst(), name)
            var word = ""
            for character in name {
                if character.isUppercase { word = "" }
                word.append(character)
            }
            XCTAssertEqual(PluralNameMismatchRule.lastWord(name), word.lowercased(), name)
        }
    }
}
