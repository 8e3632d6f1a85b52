// Bad or unusual input never crashes the builder and still gives DDL that
// SQLite accepts: clashing names in every namespace, odd characters,
// duplicates, cycles, dangling references.
import MomgenDDL
import MomgenStore
import XCTest

final class HostileModelTests: XCTestCase {
    private let model = """
    <entity name="Foo">
        <attribute name="name" optional="YES" attributeType="String"/>
        <attribute name="Name" optional="YES" attributeType="String"/>
        <attribute name="_PK" optional="YES" attributeType="Integer 16"/>
        <attribute name="odd name" optional="YES" attributeType="String" indexed="YES"/>
        <attribute name="mystery" optional="YES" attributeType="Undefined"/>
        <attribute name="future" optional="YES" attributeType="Quantum"/>
        <relationship name="nowhere" optional="YES" maxCount="1" destinationEntity="Missing"/>
        <relationship name="friends" optional="YES" toMany="YES" destinationEntity="Foo" inverseName="friends" inverseEntity="Foo"/>
        <relationship name="links" optional="YES" toMany="YES" destinationEntity="FOO"/>
        <fetchIndex name="name">
            <fetchIndexElement property="name" type="Binary" order="ascending"/>
        </fetchIndex>
        <fetchIndex name="byExpression">
            <fetchIndexElement expression="length:(name)" type="Binary" order="ascending"/>
        </fetchIndex>
        <fetchIndex name="">
        </fetchIndex>
    </entity>
    <entity name="FOO"/>
    <entity name="Foo"/>
    <entity name="A" parentEntity="B"/>
    <entity name="B" parentEntity="A"/>
    <entity name="Q&quot;uote'">
        <attribute name="it's" optional="YES" attributeType="String"/>
    </entity>
    <entity name="Orphan" parentEntity="Nobody"/>
    """

    func testHostileModelStillExecutes() throws {
        for layout in [CoreDataLayout(), CoreDataLayout(indexNaming: .legacy)] {
            let schema = try ModelFixture.schema(model, layout: layout)
            for renderer in [SQLRenderer(), SQLRenderer(annotate: true, includeRows: true)] {
                let database = try SQLiteDatabase.inMemory()
                XCTAssertNoThrow(try database.execute(renderer.render(schema)))
            }
            XCTAssertFalse(schema.notes.isEmpty)
            _ = SchemaJSONRenderer(layout: layout).render(schema)
        }
    }

    func testClashingNamesAreMadeUnique() throws {
        let schema = try ModelFixture.schema(model)
        // "Foo" and "FOO" both upper-case to ZFOO: byte order puts FOO first, so Foo
        // gets ZFOO1. The second Foo is a duplicate and gets nothing. The A/B cycle is cut.
        XCTAssertEqual(schema.entities.map(\.name), ["A", "B", "FOO", "Foo", "Orphan", "Q\"uote'"])
        XCTAssertEqual(schema.tables.filter { $0.kind == .entity }.map(\.name), ["ZA", "ZB", "ZFOO", "ZFOO1", "ZORPHAN", "ZQ\"UOTE'"])
        XCTAssertEqual(ModelFixture.columns(schema, "ZFOO1"),
                       // `name` (declared first) keeps ZNAME; columns sort by property name, so `Name` (ZNAME1) comes first.
                       ["Z_PK", "Z_ENT", "Z_OPT", "Z_PK1", "ZNOWHERE", "ZNAME1", "ZNAME", "ZODD NAME"])
        let statements = ModelFixture.statements(schema)
        XCTAssertEqual(statements["ZFOO1"]?.contains("\"ZODD NAME\" VARCHAR"), true, "odd names are quoted")
        // The self-inverse many-to-many gets distinct columns.
        XCTAssertEqual(statements["Z_4FRIENDS"], "CREATE TABLE Z_4FRIENDS ( Z_4FRIENDS INTEGER, Z_4FRIENDS1 INTEGER, PRIMARY KEY (Z_4FRIENDS, Z_4FRIENDS1) )")
        // A fetch index named like the implied property index is left out, with a note.
        XCTAssertEqual(statements["Z_Foo_name"], "CREATE INDEX Z_Foo_name ON ZFOO1 (ZNAME COLLATE BINARY ASC)")
        XCTAssertTrue(schema.notes.contains { $0.message.contains("second index named Z_Foo_name") })
    }
}
