// The layout rules one by one, on small models: numbering (R2), columns
// (R4–R10), join tables (R11), indexes (R12), and the research's worked
// illustration as a whole.
import MomgenDDL
import XCTest

final class LayoutRuleTests: XCTestCase {
    func testWorkedIllustrationGivesTheDocumentedStatementsInOrder() throws {
        let schema = try ModelFixture.schema(WorkedIllustration.model)
        let statements = (schema.tables + schema.bookkeepingTables).map(SQLStatement.create)
        let indexes = schema.indexes.map(SQLStatement.create)
        // Tables: order not part of the rules; indexes: R12's fresh-store order.
        XCTAssertEqual(Set(statements), Set(WorkedIllustration.expected.filter { $0.hasPrefix("CREATE TABLE") }))
        XCTAssertEqual(indexes, WorkedIllustration.expected.filter { !$0.hasPrefix("CREATE TABLE") })
    }

    func testEntityNumbersArePreOrderWithCaseInsensitiveNames() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Shape" isAbstract="YES"/>
        <entity name="Polygon" parentEntity="Shape"/>
        <entity name="Square" parentEntity="Polygon"/>
        <entity name="Circle" parentEntity="Shape"/>
        <entity name="canvas"/>
        <entity name="SyncFeature"/>
        <entity name="Syncable"/>
        """)
        XCTAssertEqual(schema.entities.map { "\($0.entityNumber)|\($0.name)|\($0.superNumber)" },
                       ["1|canvas|0", "2|Shape|0", "3|Circle|2", "4|Polygon|2", "5|Square|4", "6|Syncable|0", "7|SyncFeature|0"])
        // A root without properties still gets a table with the three bookkeeping columns.
        XCTAssertEqual(ModelFixture.columns(schema, "ZCANVAS"), ["Z_PK", "Z_ENT", "Z_OPT"])
        XCTAssertEqual(ModelFixture.statements(schema)["ZSHAPE_Z_ENT_INDEX"], "CREATE INDEX ZSHAPE_Z_ENT_INDEX ON ZSHAPE (Z_ENT)")
        XCTAssertNil(ModelFixture.statements(schema)["ZCANVAS_Z_ENT_INDEX"], "no Z_ENT index without sub-entities")
    }

    func testTypesAndGroupsIncludingUnverifiedOnes() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Item">
            <attribute name="blob" attributeType="Binary"/>
            <attribute name="amount" attributeType="Decimal"/>
            <attribute name="big" attributeType="Integer 64"/>
            <attribute name="id" attributeType="UUID"/>
            <attribute name="link" attributeType="URI"/>
            <attribute name="ratio" attributeType="Double"/>
            <attribute name="pagePosition" attributeType="Integer 16"/>
            <attribute name="paged" attributeType="Boolean"/>
            <attribute name="title" attributeType="String"/>
            <attribute name="value" attributeType="Transformable"/>
            <attribute name="scratch" attributeType="String" transient="YES"/>
            <attribute name="v2_0_name" attributeType="String"/>
            <fetchedProperty name="related"><fetchRequest name="r" entity="Item"/></fetchedProperty>
        </entity>
        """)
        let table = schema.tables.first { $0.name == "ZITEM" }!
        XCTAssertEqual(table.columns.map { "\($0.name) \($0.type)" }, [
            "Z_PK INTEGER", "Z_ENT INTEGER", "Z_OPT INTEGER",
            "ZBIG INTEGER", "ZPAGEPOSITION INTEGER", "ZPAGED INTEGER",  // byte order of property names: P < d
            "ZRATIO FLOAT", "ZAMOUNT DECIMAL",
            "ZLINK VARCHAR", "ZTITLE VARCHAR", "ZV2_0_NAME VARCHAR",
            "ZID BLOB", "ZVALUE BLOB", "ZBLOB BLOB",  // UUID, Transformable, Binary Data
        ])
    }

    func testOneToOneAndToOneWithoutInverseGetForeignKeysAndIndexes() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Account">
            <relationship name="profile" maxCount="1" destinationEntity="Profile" inverseName="account" inverseEntity="Profile"/>
            <relationship name="owner" maxCount="1" destinationEntity="Profile"/>
        </entity>
        <entity name="Profile">
            <relationship name="account" maxCount="1" destinationEntity="Account" inverseName="profile" inverseEntity="Account"/>
        </entity>
        """)
        let statements = ModelFixture.statements(schema)
        XCTAssertEqual(ModelFixture.columns(schema, "ZACCOUNT"), ["Z_PK", "Z_ENT", "Z_OPT", "ZOWNER", "ZPROFILE"])
        XCTAssertEqual(ModelFixture.columns(schema, "ZPROFILE"), ["Z_PK", "Z_ENT", "Z_OPT", "ZACCOUNT"])
        XCTAssertEqual(statements["ZACCOUNT_ZPROFILE_INDEX"], "CREATE INDEX ZACCOUNT_ZPROFILE_INDEX ON ZACCOUNT (ZPROFILE)")
        XCTAssertEqual(statements["ZACCOUNT_ZOWNER_INDEX"], "CREATE INDEX ZACCOUNT_ZOWNER_INDEX ON ZACCOUNT (ZOWNER)")
        XCTAssertEqual(statements["ZPROFILE_ZACCOUNT_INDEX"], "CREATE INDEX ZPROFILE_ZACCOUNT_INDEX ON ZPROFILE (ZACCOUNT)")
        XCTAssertTrue(schema.tables.allSatisfy { $0.kind == .entity }, "no join table for one-to-one")
    }

    func testToOneIntoLeafSubEntityHasNoEntityColumn() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Media"/>
        <entity name="Video" parentEntity="Media"/>
        <entity name="Post">
            <relationship name="media" maxCount="1" destinationEntity="Media"/>
            <relationship name="video" maxCount="1" destinationEntity="Video"/>
        </entity>
        """)
        XCTAssertEqual(ModelFixture.columns(schema, "ZPOST"), ["Z_PK", "Z_ENT", "Z_OPT", "ZMEDIA", "Z1_MEDIA", "ZVIDEO"])
        XCTAssertNil(schema.indexes.first { $0.columns.contains { $0.name == "Z1_MEDIA" } }, "the Z<n>_ column has no index")
    }

    func testJoinTableClashesOrderedSidesAndReflexiveOwner() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Media"/>
        <entity name="Video" parentEntity="Media">
            <relationship name="viewers" toMany="YES" destinationEntity="User" inverseName="viewedVideos" inverseEntity="User"/>
        </entity>
        <entity name="Post">
            <relationship name="viewers" toMany="YES" ordered="YES" destinationEntity="User" inverseName="viewedPosts" inverseEntity="User"/>
        </entity>
        <entity name="User">
            <relationship name="viewedPosts" toMany="YES" ordered="YES" destinationEntity="Post" inverseName="viewers" inverseEntity="Post"/>
            <relationship name="viewedVideos" toMany="YES" destinationEntity="Video" inverseName="viewers" inverseEntity="Video"/>
            <relationship name="friends" toMany="YES" destinationEntity="User" inverseName="friendOf" inverseEntity="User"/>
            <relationship name="friendOf" toMany="YES" destinationEntity="User" inverseName="friends" inverseEntity="User"/>
        </entity>
        """)
        let statements = ModelFixture.statements(schema)
        // Numbers: Media 1, Video 2, Post 3, User 4. Post sorts before User: Post.viewers owns.
        XCTAssertEqual(statements["Z_3VIEWERS"],
                       "CREATE TABLE Z_3VIEWERS ( Z_3VIEWEDPOSTS INTEGER, Z_4VIEWERS INTEGER, Z_FOK_3VIEWEDPOSTS INTEGER, Z_FOK_4VIEWERS INTEGER, PRIMARY KEY (Z_3VIEWEDPOSTS, Z_4VIEWERS) )")
        // User sorts before Video: User.viewedVideos owns (declaring entity names, R11).
        XCTAssertEqual(statements["Z_4VIEWEDVIDEOS"],
                       "CREATE TABLE Z_4VIEWEDVIDEOS ( Z_4VIEWERS INTEGER, Z_2VIEWEDVIDEOS INTEGER, PRIMARY KEY (Z_4VIEWERS, Z_2VIEWEDVIDEOS) )")
        // Reflexive: the later name (friends > friendOf) owns.
        XCTAssertEqual(statements["Z_4FRIENDS"],
                       "CREATE TABLE Z_4FRIENDS ( Z_4FRIENDOF INTEGER, Z_4FRIENDS INTEGER, PRIMARY KEY (Z_4FRIENDOF, Z_4FRIENDS) )")
        XCTAssertEqual(statements["Z_4FRIENDS_Z_4FRIENDS_INDEX"], "CREATE INDEX Z_4FRIENDS_Z_4FRIENDS_INDEX ON Z_4FRIENDS (Z_4FRIENDS, Z_4FRIENDOF)")
        XCTAssertTrue(schema.notes.contains { $0.message.contains("reflexive") })
    }

    func testSameNamedManyToManyIntoOneEntityGetsSuffixedColumn() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Album">
            <relationship name="assets" toMany="YES" destinationEntity="Asset" inverseName="albums" inverseEntity="Asset"/>
        </entity>
        <entity name="Asset">
            <relationship name="albums" toMany="YES" destinationEntity="Album" inverseName="assets" inverseEntity="Album"/>
            <relationship name="moments" toMany="YES" destinationEntity="Moment" inverseName="assets" inverseEntity="Moment"/>
        </entity>
        <entity name="Moment">
            <relationship name="assets" toMany="YES" destinationEntity="Asset" inverseName="moments" inverseEntity="Asset"/>
        </entity>
        """)
        let statements = ModelFixture.statements(schema)
        XCTAssertEqual(statements["Z_1ASSETS"], "CREATE TABLE Z_1ASSETS ( Z_1ALBUMS INTEGER, Z_2ASSETS INTEGER, PRIMARY KEY (Z_1ALBUMS, Z_2ASSETS) )")
        XCTAssertEqual(statements["Z_2MOMENTS"], "CREATE TABLE Z_2MOMENTS ( Z_2ASSETS INTEGER, Z_3MOMENTS INTEGER, PRIMARY KEY (Z_2ASSETS, Z_3MOMENTS) )")
        let second = try ModelFixture.schema("""
        <entity name="Post">
            <relationship name="viewers" toMany="YES" destinationEntity="User" inverseName="viewedPosts" inverseEntity="User"/>
        </entity>
        <entity name="Reel">
            <relationship name="viewers" toMany="YES" destinationEntity="User" inverseName="viewedReels" inverseEntity="User"/>
        </entity>
        <entity name="User">
            <relationship name="viewedPosts" toMany="YES" destinationEntity="Post" inverseName="viewers" inverseEntity="Post"/>
            <relationship name="viewedReels" toMany="YES" destinationEntity="Reel" inverseName="viewers" inverseEntity="Reel"/>
        </entity>
        """)
        let texts = ModelFixture.statements(second)
        XCTAssertEqual(texts["Z_1VIEWERS"], "CREATE TABLE Z_1VIEWERS ( Z_1VIEWEDPOSTS INTEGER, Z_3VIEWERS INTEGER, PRIMARY KEY (Z_1VIEWEDPOSTS, Z_3VIEWERS) )")
        XCTAssertEqual(texts["Z_2VIEWERS"], "CREATE TABLE Z_2VIEWERS ( Z_2VIEWEDREELS INTEGER, Z_3VIEWERS1 INTEGER, PRIMARY KEY (Z_2VIEWEDREELS, Z_3VIEWERS1) )")
    }

    func testTransientRelationshipsAndFetchedPropertiesGetNothing() throws {
        let schema = try ModelFixture.schema("""
        <entity name="Note">
            <relationship name="folder" maxCount="1" transient="YES" destinationEntity="Folder"/>
            <relationship name="tags" toMany="YES" transient="YES" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
        </entity>
        <entity name="Folder">
            <relationship name="notes" toMany="YES" transient="YES" destinationEntity="Note" inverseName="tags" inverseEntity="Note"/>
        </entity>
        """)
        XCTAssertEqual(ModelFixture.columns(schema, "ZNOTE"), ["Z_PK", "Z_ENT", "Z_OPT"])
        XCTAssertEqual(schema.tables.count, 2)
        XCTAssertTrue(schema.indexes.isEmpty)
    }
}
