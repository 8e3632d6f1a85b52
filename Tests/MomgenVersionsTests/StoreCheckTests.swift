// `momgen store` on copies of the real stores in ../shared/ddl-pairs: the
// writing version is found, the store opens with it and with no version that
// changes a hash, the store is never modified, and unreadable stores exit 3
// with one clear line.
import Foundation
import MomgenTestSupport
import XCTest

final class StoreCheckTests: XCTestCase {
    private func pairs() throws -> [DDLPair] {
        try TestRequirements.shared("ddl-pairs", for: "checking real stores")
        return try DDLPair.all()
    }

    func testEveryStoreIsMatchedToItsVersionAndOpensOnlyWhereHashesAreEqual() throws {
        for pair in try pairs() {
            let store = try StoreCopy.of(pair)
            let folder = store.deletingLastPathComponent()
            defer { try? FileManager.default.removeItem(at: folder) }
            let before = try StoreCopy.bytes(in: folder)
            let stored = try StoredMetadata(pair.metadataJSON).hashes

            let own = try MomgenProcess.run(["store", pair.bundle, store.path, "--model-version", pair.version, "--format", "json"])
            XCTAssertEqual(own.status, 0, "\(pair.slug): \(own.stderr)")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(own.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(json["storeVersion"] as? String, pair.version, pair.slug)
            XCTAssertEqual(json["compatible"] as? Bool, true, pair.slug)
            XCTAssertEqual(json["changedEntities"] as? [String], [], pair.slug)
            let schema = try XCTUnwrap(json["schema"] as? [String: Any])
            XCTAssertEqual(schema["identical"] as? Bool, true, "\(pair.slug): \(schema)")
            // The schema fields are `momgen ddl --compare --format json`'s.
            XCTAssertEqual(schema["comparedWith"] as? String, pair.version, pair.slug)
            XCTAssertGreaterThan(schema["tables"] as? Int ?? 0, 0, "\(pair.slug): \(schema)")
            XCTAssertEqual(Set(schema.keys), ["comparedWith", "identical", "differences", "ignored", "equivalent", "layout", "tables", "indexes", "entities"], pair.slug)

            for version in try versionNames(pair) where version != pair.version {
                let other = try MomgenProcess.run(["store", pair.bundle, store.path, "--model-version", version, "--format", "json"])
                let otherJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(other.stdout.utf8)) as? [String: Any])
                let hashes = try XCTUnwrap(otherJSON["storeEntityHashes"] as? [String: String])
                XCTAssertEqual(hashes, stored, pair.slug)
                let changed = otherJSON["changedEntities"] as? [String] ?? []
                // The expected verdict comes from the store's recorded hashes
                // and the other version's, through `momgen versions`.
                let otherHashes = try entityHashes(pair.bundle, version)
                let opens = otherHashes == stored
                XCTAssertEqual(other.status, opens ? 0 : 1, "\(pair.slug) with '\(version)'")
                XCTAssertEqual(otherJSON["compatible"] as? Bool, opens, "\(pair.slug) with '\(version)'")
                XCTAssertEqual(Set(changed), Set(otherHashes.keys.filter { otherHashes[$0] != stored[$0] } + stored.keys.filter { otherHashes[$0] == nil }),
                               "\(pair.slug) with '\(version)'")
            }
            XCTAssertEqual(try StoreCopy.bytes(in: folder), before, "\(pair.slug): the store files were modified")
        }
    }

    func testAStoreNoVersionWroteIsSaidSo() throws {
        guard let pair = try pairs().first(where: { $0.slug == "ddg-bookmarks-v2" }) else { return XCTFail("pair missing") }
        let store = try StoreCopy.of(pair)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        // A plist whose hash for BookmarkEntity no version has.
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>NSPersistenceFrameworkVersion</key><integer>1251</integer>
        <key>NSStoreModelVersionHashes</key><dict><key>BookmarkEntity</key><data>AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=</data></dict>
        <key>NSStoreModelVersionHashesVersion</key><integer>3</integer>
        </dict></plist>
        """
        let hex = Data(plist.utf8).map { String(format: "%02X", $0) }.joined()
        StoreCopy.mutate(store, "UPDATE Z_METADATA SET Z_PLIST = X'\(hex)';")
        let result = try MomgenProcess.run(["store", pair.bundle, store.path, "--model-version", pair.version])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("written by: no version of this bundle"), result.stdout)
        XCTAssertTrue(result.stdout.contains("BookmarkEntity: changed"), result.stdout)
    }

    func testUnreadableStoresExitThreeWithOneLine() throws {
        let folder = TestPaths.temporaryFolder("store-check")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = TestPaths.sampleModel("BookStore")
        let notSQLite = folder.appendingPathComponent("text.sqlite")
        try Data("not a database at all, just text".utf8).write(to: notSQLite)
        let corrupt = folder.appendingPathComponent("corrupt.sqlite")
        var header = Data("SQLite format 3\u{0}".utf8)
        header.append(Data(repeating: 0xAB, count: 4096))
        try header.write(to: corrupt)
        let plain = folder.appendingPathComponent("plain.sqlite")
        StoreCopy.mutate(plain, "CREATE TABLE T (x INTEGER);")
        let cases: [(URL, String)] = [
            (notSQLite, "not a readable SQLite store"),
            (corrupt, "not a readable SQLite store"),
            (plain, "not a Core Data store: it has no Z_METADATA table"),
            (folder.appendingPathComponent("missing.sqlite"), "cannot read the store"),
        ]
        for (store, message) in cases {
            let result = try MomgenProcess.run(["store", model, store.path])
            XCTAssertEqual(result.status, 3, "\(store.lastPathComponent): \(result.stdout) \(result.stderr)")
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, result.stderr)
            XCTAssertTrue(result.stderr.hasPrefix(store.path) && result.stderr.contains("error: \(message)"), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    private func versionNames(_ pair: DDLPair) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: pair.bundle)
            .filter { $0.hasSuffix(".xcdatamodel") }.map { String($0.dropLast(".xcdatamodel".count)) }
    }

    private func entityHashes(_ bundle: String, _ version: String) throws -> [String: String] {
        let result = try MomgenProcess.run(["versions", bundle, "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let versions = try XCTUnwrap(json["versions"] as? [[String: Any]])
        let entry = try XCTUnwrap(versions.first { $0["name"] as? String == version })
        return try XCTUnwrap(entry["entityHashes"] as? [String: String])
    }
}
