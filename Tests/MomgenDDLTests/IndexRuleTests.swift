// Index rules (R12) on small models: indexed attributes in both namings,
// legacy compound indexes, fetch index variants and uniqueness constraints.
import MomgenDDL
import XCTest

final class IndexRuleTests: XCTestCase {
    private let model = """
    <entity name="Folder"/>
    <entity name="Note">
        <attribute name="title" optional="YES" attributeType="String" indexed="YES"/>
        <attribute name="modifiedAt" optional="YES" attributeType="Date"/>
        <attribute name="site" optional="YES" attributeType="String"/>
        <attribute name="slug" optional="YES" attributeType="String"/>
        <attribute name="location" optional="YES" attributeType="Double"/>
        <relationship name="folder" optional="YES" maxCount="1" destinationEntity="Folder"/>
        <fetchIndex name="byDate">
            <fetchIndexElement property="modifiedAt" type="Binary" order="descending"/>
        </fetchIndex>
        <fetchIndex name="byFolder">
            <fetchIndexElement property="folder" type="Binary" order="ascending"/>
        </fetchIndex>
        <fetchIndex name="byFolderAndDate">
            <fetchIndexElement property="folder" type="Binary" order="ascending"/>
            <fetchIndexElement property="modifiedAt" type="Binary" order="descending"/>
        </fetchIndex>
        <fetchIndex name="byLocation">
            <fetchIndexElement property="location" type="RTree"/>
        </fetchIndex>
        <uniquenessConstraints>
            <uniquenessConstraint>
                <constraint value="site"/>
                <constraint value="slug"/>
            </uniquenessConstraint>
        </uniquenessConstraints>
        <compoundIndexes>
            <compoundIndex>
                <index value="folder"/>
                <index value="modifiedAt"/>
            </compoundIndex>
        </compoundIndexes>
    </entity>
    """

    func testModernIndexNames() throws {
        let schema = try ModelFixture.schema(model)
        XCTAssertEqual(schema.indexes.map(SQLStatement.create), [
            "CREATE INDEX ZNOTE_ZFOLDER_INDEX ON ZNOTE (ZFOLDER)",
            "CREATE INDEX Z_Note_title ON ZNOTE (ZTITLE COLLATE BINARY ASC)",
            "CREATE INDEX Z_Note_folder_modifiedAt ON ZNOTE (ZFOLDER COLLATE BINARY ASC, ZMODIFIEDAT COLLATE BINARY ASC)",
            // A descending single element does not make the property "indexed"; a
            // fetch index on a lone to-one adds nothing; R-tree gets no ordinary index.
            "CREATE INDEX Z_Note_byDate ON ZNOTE (ZMODIFIEDAT COLLATE BINARY DESC)",
            "CREATE INDEX Z_Note_byFolderAndDate ON ZNOTE (ZFOLDER COLLATE BINARY ASC, ZMODIFIEDAT COLLATE BINARY DESC)",
            "CREATE UNIQUE INDEX Z_Note_UNIQUE_site_slug ON ZNOTE (ZSITE COLLATE BINARY ASC, ZSLUG COLLATE BINARY ASC)",
        ])
        XCTAssertTrue(schema.notes.contains { $0.property == "byLocation" && $0.message.contains("R-tree") })
    }

    func testLegacyIndexNames() throws {
        let schema = try ModelFixture.schema(model, layout: CoreDataLayout(indexNaming: .legacy))
        let statements = ModelFixture.statements(schema)
        XCTAssertEqual(statements["ZNOTE_ZTITLE_INDEX"], "CREATE INDEX ZNOTE_ZTITLE_INDEX ON ZNOTE (ZTITLE)")
        XCTAssertEqual(statements["ZNOTE_ZFOLDER_ZMODIFIEDAT"], "CREATE INDEX ZNOTE_ZFOLDER_ZMODIFIEDAT ON ZNOTE (ZFOLDER, ZMODIFIEDAT)")
        XCTAssertNil(statements["Z_Note_title"])
        XCTAssertNotNil(statements["Z_Note_UNIQUE_site_slug"], "uniqueness constraints keep their name")
    }

    func testSubEntityIndexesAreNamedAfterItButBuiltOnTheRootTable() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Place">
            <attribute name="name" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Cafe" parentEntity="Place">
            <attribute name="roast" optional="YES" attributeType="String" indexed="YES"/>
            <fetchIndex name="byName">
                <fetchIndexElement property="name" type="Binary" order="ascending"/>
            </fetchIndex>
        </entity>
        """)
        let statements = ModelFixture.statements(schema)
        XCTAssertEqual(statements["Z_Cafe_roast"], "CREATE INDEX Z_Cafe_roast ON ZPLACE (ZROAST COLLATE BINARY ASC)")
        XCTAssertEqual(statements["Z_Cafe_name"], "CREATE INDEX Z_Cafe_name ON ZPLACE (ZNAME COLLATE BINARY ASC)", "inherited property")
        XCTAssertEqual(statements["Z_Cafe_byName"], "CREATE INDEX Z_Cafe_byName ON ZPLACE (ZNAME COLLATE BINARY ASC)")
    }

    func testIndexesOnMissingPropertiesAreLeftOutWithANote() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Tag">
            <attribute name="name" optional="YES" attributeType="String"/>
            <fetchIndex name="byGhost">
                <fetchIndexElement property="ghost" type="Binary" order="ascending"/>
            </fetchIndex>
            <uniquenessConstraints>
                <uniquenessConstraint>
                    <constraint value="phantom"/>
                </uniquenessConstraint>
            </uniquenessConstraints>
        </entity>
        """)
        XCTAssertTrue(schema.indexes.isEmpty)
        XCTAssertEqual(schema.notes.count, 2)
    }
}
