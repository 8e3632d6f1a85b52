// A Core Data store as a model: its Z_MODELCACHE decoded. For every store
// in ../shared/ddl-pairs with a model cache, `versions STORE` reproduces the
// entity hashes in the store's own Z_METADATA; a store without a model cache
// is one clear line and exit 3.
import CSQLite
import Foundation
import MomgenCore
import MomgenTestSupport
import MomgenVersions
import XCTest

final class StoreModelCacheTests: XCTestCase {
    func testEveryStoreModelCacheReproducesItsMetadataHashes() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "store model caches")
        var checked = 0
        for pair in try DDLPair.all() {
            let store = try StoreCopy.of(pair)
            defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
            let metadata = try StoreMetadata.read(path: store.path)
            let versions = try ModelVersionsLoader().load(store.path)
            let hashes = try XCTUnwrap(versions.current?.hashes, pair.slug)
            XCTAssertEqual(hashes.base64ByEntity, metadata.entityHashes, pair.slug)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 9)
    }

    func testVersionsCommandOnAStore() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "store model caches")
        let pair = try XCTUnwrap(DDLPair.all().first)
        let store = try StoreCopy.of(pair)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let metadata = try StoreMetadata.read(path: store.path)
        let result = try MomgenProcess.run(["versions", store.path, "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        for (_, hash) in metadata.entityHashes {
            XCTAssertTrue(result.stdout.contains(hash), "versions output lacks \(hash)")
        }
    }

    /// `diff` between two forms: a store's own model against the bundle
    /// version that wrote it finds no change (issue 24 §5).
    func testDiffFromAStoreToItsWritingVersionFindsNoChange() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "store model caches")
        for pair in try DDLPair.all() {
            let store = try StoreCopy.of(pair)
            defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
            let stored = try ModelLoader().load(store.path)
            let source = try ModelLoader().load(pair.bundle, version: pair.version)
            let result = ModelDiff().diff(from: stored.resolved, named: "store", to: source.resolved, named: pair.version)
            XCTAssertEqual(result.changes.map(\.reason), [], pair.slug)
        }
    }

    /// A store written before framework 637 has no Z_MODELCACHE.
    func testStoreWithoutModelCacheIsOneLineExitThree() throws {
        let folder = TestPaths.temporaryFolder("no-cache")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Old.sqlite").path
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        XCTAssertEqual(sqlite3_exec(handle, """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            """, nil, nil, nil), SQLITE_OK)
        sqlite3_close(handle)
        let result = try MomgenProcess.run(["dump", path])
        XCTAssertEqual(result.status, 3, result.stderr)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("no model cache"), result.stderr)
    }
}
