// What Core Data does not keep stable between stores is reported as
// equivalent, with a note, and never as a difference: the order of Z_FOK_
// columns, the side a reflexive many-to-many join table is named after, and
// an entity's old name kept in Z_PRIMARYKEY after a rename. A non-reflexive
// join table named after the pair's other side, as a migrated store had it, is
// a layout difference: said, not an error. The same changes where they are
// real (an unrelated name, other columns) still count.
import Foundation
import MomgenDDL
import MomgenModel
import MomgenReader
import MomgenTestSupport
import XCTest

final class StoreEquivalenceTests: XCTestCase {
    private func resolved(_ body: String) throws -> ResolvedModel {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><model type=\"com.apple.IDECoreDataModeler.DataModel\">\(body)</model>"
        return Resolver().resolve(try ModelReader().decode(Array(xml.utf8), path: "Fixture/contents"))
    }

    /// A store made from the model's fresh DDL, then changed by `edit`.
    private func compare(_ model: ResolvedModel, edit: (String) -> String, after sql: String = "") throws -> StoreComparison {
        let schema = SchemaBuilder().build(model)
        let folder = TestPaths.temporaryFolder("equivalence")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("store.sqlite")
        StoreCopy.mutate(store, edit(SQLRenderer(includeRows: true).render(schema)) + sql)
        return try StoreComparator().compare(schema, withStoreAt: store.path)
    }

    func testOrderingColumnsInAnotherOrderAreEquivalent() throws {
        let model = try resolved("""
        <entity name="Folder">
            <relationship name="items" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="folder" inverseEntity="Item"/>
            <relationship name="pinned" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Item" inverseName="pinnedIn" inverseEntity="Item"/>
        </entity>
        <entity name="Item">
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="items" inverseEntity="Folder"/>
            <relationship name="pinnedIn" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="pinned" inverseEntity="Folder"/>
        </entity>
        """)
        let swapped = try compare(model) { sql in
            XCTAssertTrue(sql.contains("Z_FOK_FOLDER INTEGER, Z_FOK_PINNEDIN INTEGER"), sql)
            return sql.replacingOccurrences(of: "Z_FOK_FOLDER INTEGER, Z_FOK_PINNEDIN INTEGER", with: "Z_FOK_PINNEDIN INTEGER, Z_FOK_FOLDER INTEGER")
        }
        XCTAssertEqual(swapped.differences.map(\.message), [])
        XCTAssertEqual(swapped.equivalences.count, 1)
        XCTAssertTrue(swapped.equivalences.first?.hasPrefix("ZITEM: the Z_FOK_ columns") ?? false, "\(swapped.equivalences)")

        // Any other reordering is still a difference.
        let moved = try compare(model) { sql in
            sql.replacingOccurrences(of: "Z_FOK_FOLDER INTEGER, Z_FOK_PINNEDIN INTEGER", with: "Z_FOK_PINNEDIN INTEGER, Z_FOK_FOLDER INTEGER")
                .replacingOccurrences(of: "Z_OPT INTEGER, ZFOLDER INTEGER", with: "ZFOLDER INTEGER, Z_OPT INTEGER")
        }
        XCTAssertEqual(moved.differences.map(\.kind), [.tableText])
    }

    func testAReflexiveJoinTableNamedAfterTheOtherSideIsEquivalent() throws {
        let model = try resolved("""
        <entity name="Note">
            <relationship name="links" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="linkedFrom" inverseEntity="Note"/>
            <relationship name="linkedFrom" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="links" inverseEntity="Note"/>
        </entity>
        """)
        let schema = SchemaBuilder().build(model)
        let join = try XCTUnwrap(schema.allTables.first { $0.kind == .join })
        XCTAssertEqual(join.name, "Z_1LINKS")
        let comparison = try compare(model, edit: { $0 }, after: """
        DROP TABLE Z_1LINKS;
        CREATE TABLE Z_1LINKEDFROM ( Z_1LINKS INTEGER, Z_1LINKEDFROM INTEGER, PRIMARY KEY (Z_1LINKS, Z_1LINKEDFROM) );
        CREATE INDEX Z_1LINKEDFROM_Z_1LINKEDFROM_INDEX ON Z_1LINKEDFROM (Z_1LINKEDFROM, Z_1LINKS);
        """)
        XCTAssertEqual(comparison.differences.map(\.message), [])
        XCTAssertEqual(comparison.equivalences.count, 1)
        XCTAssertTrue(comparison.equivalences.first?.contains("Z_1LINKEDFROM") ?? false, "\(comparison.equivalences)")
    }

    private var authorsAndBooks: String {
        """
        <entity name="Author"><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="authors" inverseEntity="Book"/></entity>
        <entity name="Book"><relationship name="authors" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/></entity>
        """
    }

    /// Issue 39, item 3: a real store created by migration had
    /// `Z_14TAGS (Z_14TASKS, Z_13TAGS2)` where a fresh store of its model has
    /// `Z_13TASKS`: the same pair named after its other relationship, a key
    /// column with an allocation suffix. Said as a layout difference, not an error.
    func testAJoinTableNamedAfterThePairsOtherSideIsALayoutDifference() throws {
        let model = try resolved(authorsAndBooks)
        let join = try XCTUnwrap(SchemaBuilder().build(model).allTables.first { $0.kind == .join })
        XCTAssertEqual(join.name, "Z_1BOOKS")
        XCTAssertEqual(join.columns.map(\.name), ["Z_1AUTHORS", "Z_2BOOKS"])
        let comparison = try compare(model, edit: { $0 }, after: """
        DROP TABLE Z_1BOOKS;
        CREATE TABLE Z_2AUTHORS ( Z_2BOOKS INTEGER, Z_1AUTHORS1 INTEGER, PRIMARY KEY (Z_2BOOKS, Z_1AUTHORS1) );
        CREATE INDEX Z_2AUTHORS_Z_1AUTHORS1_INDEX ON Z_2AUTHORS (Z_1AUTHORS1, Z_2BOOKS);
        """)
        XCTAssertEqual(comparison.differences.map(\.message), [])
        XCTAssertTrue(comparison.isIdentical)
        XCTAssertEqual(comparison.equivalences, [])
        XCTAssertEqual(comparison.layoutDifferences.count, 1)
        let note = try XCTUnwrap(comparison.layoutDifferences.first)
        XCTAssertTrue(note.hasPrefix("Z_1BOOKS: the store names this many-to-many join table Z_2AUTHORS"), note)
        XCTAssertTrue(note.contains("Not an error"), note)
        XCTAssertTrue(comparison.text().contains("layout: Z_1BOOKS"), comparison.text())
        XCTAssertTrue(comparison.json().contains("\"layout\""), comparison.json())
    }

    func testAJoinTableUnderAnUnrelatedNameOrWithOtherColumnsIsStillADifference() throws {
        let model = try resolved(authorsAndBooks)
        let unrelated = try compare(model, edit: { $0 }, after: """
        DROP TABLE Z_1BOOKS;
        CREATE TABLE Z_2WRITERS ( Z_2BOOKS INTEGER, Z_1AUTHORS INTEGER, PRIMARY KEY (Z_2BOOKS, Z_1AUTHORS) );
        """)
        XCTAssertEqual(Set(unrelated.differences.map(\.kind)), [.missingTable, .extraTable, .missingIndex])
        XCTAssertEqual(unrelated.layoutDifferences, [])
        let otherColumns = try compare(model, edit: { $0 }, after: """
        DROP TABLE Z_1BOOKS;
        CREATE TABLE Z_2AUTHORS ( Z_2BOOKS INTEGER, Z_1WRITERS INTEGER, PRIMARY KEY (Z_2BOOKS, Z_1WRITERS) );
        """)
        XCTAssertEqual(Set(otherColumns.differences.map(\.kind)), [.missingTable, .extraTable, .missingIndex])
        XCTAssertEqual(otherColumns.layoutDifferences, [])
        XCTAssertEqual(otherColumns.equivalences, [])
    }

    func testAnOldNameKeptAfterARenameIsEquivalent() throws {
        let model = try resolved("""
        <entity name="Author" elementID="Writer"><attribute name="name" optional="YES" attributeType="String"/></entity>
        """)
        let renamed = try compare(model, edit: { $0 }, after: "UPDATE Z_PRIMARYKEY SET Z_NAME = 'Writer' WHERE Z_NAME = 'Author';")
        XCTAssertEqual(renamed.differences.map(\.message), [])
        XCTAssertEqual(renamed.equivalences.count, 1)
        XCTAssertTrue(renamed.equivalences.first.map { $0.contains("Writer") && $0.contains("Author") } ?? false, "\(renamed.equivalences)")

        let other = try compare(model, edit: { $0 }, after: "UPDATE Z_PRIMARYKEY SET Z_NAME = 'Poet' WHERE Z_NAME = 'Author';")
        XCTAssertEqual(other.differences.map(\.kind), [.entityMismatch])
    }

    func testLayoutByFrameworkVersion() throws {
        let model = try resolved("""
        <entity name="Note"><attribute name="title" optional="YES" attributeType="String" indexed="YES"/></entity>
        """)
        func sql(_ layout: CoreDataLayout) -> String { SQLRenderer().render(SchemaBuilder(layout: layout).build(model)) }
        let modern = sql(CoreDataLayout())
        XCTAssertTrue(modern.contains("CREATE INDEX Z_Note_title ON ZNOTE (ZTITLE COLLATE BINARY ASC);"), modern)
        XCTAssertTrue(modern.contains("CREATE TABLE Z_MODELCACHE"))
        XCTAssertEqual(sql(CoreDataLayout(frameworkVersion: 1251)), modern)
        XCTAssertEqual(sql(CoreDataLayout(frameworkVersion: 847)), modern)
        let fw641 = sql(CoreDataLayout(frameworkVersion: 641))
        XCTAssertTrue(fw641.contains("CREATE INDEX ZNOTE_ZTITLE_INDEX ON ZNOTE (ZTITLE);"), fw641)
        XCTAssertTrue(fw641.contains("CREATE TABLE Z_MODELCACHE"))
        let fw419 = sql(CoreDataLayout(frameworkVersion: 419))
        XCTAssertTrue(fw419.contains("ZNOTE_ZTITLE_INDEX"))
        XCTAssertFalse(fw419.contains("Z_MODELCACHE"), fw419)
    }
}
