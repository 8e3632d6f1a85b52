// `--compare`: every pair's store (a copy) matches its model; a mutated
// store's differences are reported; nothing is ever written to the store.
import Foundation
import MomgenCore
import MomgenDDL
import MomgenDiagnostics
import MomgenTestSupport
import XCTest

final class StoreComparatorTests: XCTestCase {
    private func schema(_ pair: DDLPair) throws -> StoreSchema {
        SchemaBuilder().build(try ModelLoader().load(pair.bundle, version: pair.version).resolved)
    }

    private func pairs() throws -> [DDLPair] {
        try TestRequirements.shared("ddl-pairs", for: "the real (model, store) pairs")
        return try DDLPair.all()
    }

    func testEveryPairStoreCopyHasNoDifferenceAndStaysUntouched() throws {
        let pairs = try pairs()
        XCTAssertEqual(pairs.count, 10)
        for pair in pairs {
            let store = try StoreCopy.of(pair)
            defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
            let before = try StoreCopy.bytes(in: store.deletingLastPathComponent())
            let comparison = try StoreComparator().compare(try schema(pair), withStoreAt: store.path)
            XCTAssertEqual(comparison.differences.map(\.message), [], pair.slug)
            XCTAssertTrue(comparison.isIdentical, pair.slug)
            XCTAssertEqual(try StoreCopy.bytes(in: store.deletingLastPathComponent()), before, "\(pair.slug): the store files were modified")
        }
    }

    func testMutatedStoreReportsEachDifference() throws {
        guard let pair = try pairs().first(where: { $0.slug == "ddg-bookmarks-v2" }) else { return XCTFail("pair missing") }
        let store = try StoreCopy.of(pair)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        StoreCopy.mutate(store, """
        ALTER TABLE ZBOOKMARKENTITY ADD COLUMN ZEXTRA VARCHAR;
        DROP INDEX Z_BookmarkEntity_byURL;
        CREATE INDEX ZBOOKMARKENTITY_ZEXTRA_INDEX ON ZBOOKMARKENTITY (ZEXTRA);
        DROP TABLE Z_MODELCACHE;
        CREATE TABLE ZSTRAY ( Z_PK INTEGER PRIMARY KEY );
        UPDATE Z_PRIMARYKEY SET Z_NAME = 'Bookmark' WHERE Z_ENT = 1;
        INSERT INTO Z_PRIMARYKEY VALUES (2, 'Ghost', 1, 0);
        """)
        let comparison = try StoreComparator().compare(try schema(pair), withStoreAt: store.path)
        XCTAssertFalse(comparison.isIdentical)
        let found = comparison.differences.map { "\($0.kind.rawValue) \($0.subject)" }
        XCTAssertEqual(found, [
            "extraColumn ZBOOKMARKENTITY",
            "tableText ZBOOKMARKENTITY",
            "missingTable Z_MODELCACHE",
            "extraTable ZSTRAY",
            "missingIndex Z_BookmarkEntity_byURL",
            "extraIndex ZBOOKMARKENTITY_ZEXTRA_INDEX",
            "entityMismatch Z_PRIMARYKEY 1",
            "extraEntity Z_PRIMARYKEY 2",
        ])
        XCTAssertTrue(comparison.text().contains("ZBOOKMARKENTITY: extra column ZEXTRA VARCHAR"))
    }

    /// Persistent history's and CloudKit mirroring's entities, as a real
    /// store holds them (rows from 16001, tables `ACHANGE`, `ANSCK…`), are
    /// the store options', not extra entities; a row of that name without
    /// its table is still reported.
    func testHistoryAndMirroringEntitiesAreTheStoreOptions() throws {
        let schema = try ModelFixture.schema(WorkedIllustration.model)
        let folder = TestPaths.temporaryFolder("ddl-history-rows")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("History.sqlite")
        StoreCopy.mutate(store, SQLRenderer(includeRows: true).render(schema))
        StoreCopy.mutate(store, """
        CREATE TABLE ACHANGE ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCHANGETYPE INTEGER );
        CREATE TABLE ATRANSACTION ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZTIMESTAMP FLOAT );
        CREATE TABLE ATRANSACTIONSTRING ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR );
        CREATE TABLE ANSCKRECORDMETADATA ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCKRECORDNAME VARCHAR );
        INSERT INTO Z_PRIMARYKEY VALUES (16001, 'CHANGE', 0, 0);
        INSERT INTO Z_PRIMARYKEY VALUES (16002, 'TRANSACTION', 0, 0);
        INSERT INTO Z_PRIMARYKEY VALUES (16003, 'TRANSACTIONSTRING', 0, 0);
        INSERT INTO Z_PRIMARYKEY VALUES (16004, 'NSCKRecordMetadata', 0, 0);
        """)
        let comparison = try StoreComparator().compare(schema, withStoreAt: store.path)
        XCTAssertEqual(comparison.differences.map(\.message), [])
        XCTAssertTrue(comparison.ignored.contains("Z_PRIMARYKEY 16001 CHANGE"), "\(comparison.ignored)")
        XCTAssertTrue(comparison.ignored.contains("Z_PRIMARYKEY 16004 NSCKRecordMetadata"), "\(comparison.ignored)")
        StoreCopy.mutate(store, "INSERT INTO Z_PRIMARYKEY VALUES (16005, 'NSCKEvent', 0, 0);")
        let found = try StoreComparator().compare(schema, withStoreAt: store.path).differences.map { "\($0.kind.rawValue) \($0.subject)" }
        XCTAssertEqual(found, ["extraEntity Z_PRIMARYKEY 16005"], "a row without its option table is not the option's")
    }

    func testColumnTypeAndMissingColumnAreReported() throws {
        let schema = try ModelFixture.schema(WorkedIllustration.model)
        let folder = TestPaths.temporaryFolder("ddl-roundtrip")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("Made.sqlite")
        // A store made from momgen's own DDL matches; then one table is rebuilt differently.
        StoreCopy.mutate(store, SQLRenderer(includeRows: true).render(schema))
        XCTAssertTrue(try StoreComparator().compare(schema, withStoreAt: store.path).isIdentical)
        StoreCopy.mutate(store, """
        DROP TABLE ZFILL;
        CREATE TABLE ZFILL ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCOLOR BLOB );
        DROP TABLE ZTAG;
        CREATE TABLE ZTAG ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER );
        """)
        let found = try StoreComparator().compare(schema, withStoreAt: store.path).differences.map { "\($0.kind.rawValue) \($0.subject)" }
        XCTAssertEqual(found, ["columnType ZFILL", "tableText ZFILL", "missingColumn ZTAG", "tableText ZTAG", "missingIndex Z_Tag_UNIQUE_name"])
    }

    func testStatementOrderIsNotADifference() throws {
        let schema = try ModelFixture.schema(WorkedIllustration.model)
        let folder = TestPaths.temporaryFolder("ddl-order")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("Reversed.sqlite")
        let statements = (schema.allTables.map(SQLStatement.create) + schema.indexes.map(SQLStatement.create)).reversed()
        StoreCopy.mutate(store, statements.filter { $0.contains("TABLE") }.joined(separator: ";\n") + ";\n"
                             + statements.filter { !$0.contains("TABLE") }.joined(separator: ";\n") + ";\n"
                             + schema.entities.map(SQLStatement.insert).joined(separator: ";\n") + ";")
        XCTAssertEqual(try StoreComparator().compare(schema, withStoreAt: store.path).differences.map(\.message), [])
    }

    func testUnreadableStoresAreFatalErrors() throws {
        let schema = try ModelFixture.schema("<entity name=\"A\"/>")
        let folder = TestPaths.temporaryFolder("ddl-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try StoreComparator().compare(schema, withStoreAt: folder.appendingPathComponent("none.sqlite").path)) {
            guard case .unreadableInput = $0 as? MomgenError else { return XCTFail("\($0)") }
        }
        let text = folder.appendingPathComponent("text.sqlite")
        try Data("not a database, just some text that is long enough".utf8).write(to: text)
        XCTAssertThrowsError(try StoreComparator().compare(schema, withStoreAt: text.path)) {
            guard case .unreadableInput = $0 as? MomgenError else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try StoreComparator().compare(schema, withStoreAt: folder.path), "a folder is not a store")
    }
}
