// `momgen store` names the SwiftData schema (`<M>SchemaV<k>`, as `generate
// --layout swiftdata` names it) that has a store's entity hashes: on stores
// built here with the metadata SwiftData writes (the schema's identifier in
// NSStoreModelVersionIdentifiers), and on copies of the stores SwiftData
// wrote in ../shared/swiftdata/stores. Text and JSON say the same.
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftDataStoreSchemaTests: XCTestCase {
    static var shelf: String { TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Shelf.xcdatamodeld").path }

    /// A store holding only `Z_METADATA`, with `hashes` and `identifiers` as
    /// SwiftData (or Core Data) records them.
    private func store(hashes: [String: String], identifiers: [String], in folder: URL) -> URL {
        let entries = hashes.keys.sorted().map { "<key>\($0)</key><data>\(hashes[$0]!)</data>" }.joined()
        let ids = identifiers.map { "<string>\($0)</string>" }.joined()
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>
        <key>NSPersistenceFrameworkVersion</key><integer>1523</integer>
        <key>NSStoreModelVersionHashes</key><dict>\(entries)</dict>
        <key>NSStoreModelVersionHashesVersion</key><integer>3</integer>
        <key>NSStoreModelVersionIdentifiers</key><array>\(ids)</array>
        <key>NSStoreType</key><string>SQLite</string>
        </dict></plist>
        """
        let hex = Data(plist.utf8).map { String(format: "%02X", $0) }.joined()
        let url = folder.appendingPathComponent("Shelf-\(UUID().uuidString).sqlite")
        // SwiftData's marks (StoreSwiftDataMarks): a recorded identifier and
        // persistent history, which SwiftData always turns on.
        let history = identifiers.contains { !$0.isEmpty }
            ? "CREATE TABLE ACHANGE (Z_PK INTEGER PRIMARY KEY); CREATE TABLE ATRANSACTION (Z_PK INTEGER PRIMARY KEY);" : ""
        StoreCopy.mutate(url, """
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_METADATA VALUES (1, 'F00D', X'\(hex)');
            \(history)
            """)
        return url
    }

    /// Every version's entity hashes, from `momgen versions`.
    private func hashes(_ bundle: String) throws -> [String: [String: String]] {
        let result = try MomgenProcess.run(["versions", bundle, "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var byName: [String: [String: String]] = [:]
        for entry in try XCTUnwrap(json["versions"] as? [[String: Any]]) {
            byName[try XCTUnwrap(entry["name"] as? String)] = try XCTUnwrap(entry["entityHashes"] as? [String: String])
        }
        return byName
    }

    private func check(_ arguments: [String]) throws -> (text: String, json: [String: Any]) {
        let text = try MomgenProcess.run(["store"] + arguments)
        XCTAssertNotEqual(text.status, 3, text.stderr)
        let json = try MomgenProcess.run(["store"] + arguments + ["--format", "json"])
        return (text.stdout, try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]))
    }

    func testTheSchemaThatWroteAStoreIsNamed() throws {
        let folder = TestPaths.temporaryFolder("sd-store")
        defer { try? FileManager.default.removeItem(at: folder) }
        let versions = try hashes(Self.shelf)
        // 'Shelf 2' and 'Shelf 3' are one schema; SwiftData recorded its identifier (Shelf 3's 2.1).
        let merged = store(hashes: try XCTUnwrap(versions["Shelf 2"]), identifiers: ["2.1.0"], in: folder)
        let (text, json) = try check([Self.shelf, merged.path])
        XCTAssertTrue(text.contains("SwiftData schema: ShelfSchemaV2 (versionIdentifier 2.1.0, model versions 'Shelf 2', 'Shelf 3'); the store records its identifier, as SwiftData does\n"), text)
        let schema = try XCTUnwrap(json["swiftDataSchema"] as? [String: Any])
        XCTAssertEqual(schema["name"] as? String, "ShelfSchemaV2")
        XCTAssertEqual(schema["versionIdentifier"] as? String, "2.1.0")
        XCTAssertEqual(schema["versions"] as? [String], ["Shelf 2", "Shelf 3"])
        XCTAssertEqual(schema["identifierRecorded"] as? Bool, true)
        XCTAssertEqual(schema["schemas"] as? [String], ["ShelfSchemaV1", "ShelfSchemaV2", "ShelfSchemaV3"])

        // Core Data wrote the first version (no identifier, no history): no
        // SwiftData line at all, though a schema has its hashes.
        let coreData = store(hashes: try XCTUnwrap(versions["Shelf"]), identifiers: [], in: folder)
        let first = try check([Self.shelf, coreData.path])
        XCTAssertFalse(first.text.contains("SwiftData schema"), first.text)
        XCTAssertNil(first.json["swiftDataSchema"] as? [String: Any])

        // No schema has the hashes.
        let unknown = store(hashes: ["Book": "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA="], identifiers: ["1.0.0"], in: folder)
        let none = try check([Self.shelf, unknown.path])
        XCTAssertTrue(none.text.contains("SwiftData schema: none (no schema of ShelfSchemaV1, ShelfSchemaV2, ShelfSchemaV3 has the store's entity hashes)"), none.text)
        let noneSchema = try XCTUnwrap(none.json["swiftDataSchema"] as? [String: Any])
        XCTAssertTrue(noneSchema["name"] is NSNull)

        // The app opens with 'Shelf 2': the plan ends there, as generate's does.
        let latest = store(hashes: try XCTUnwrap(versions["Shelf 4"]), identifiers: ["3.0.0"], in: folder)
        let older = try check([Self.shelf, latest.path, "--model-version", "Shelf 2"])
        XCTAssertEqual((older.json["swiftDataSchema"] as? [String: Any])?["schemas"] as? [String], ["ShelfSchemaV1", "ShelfSchemaV2"])
        XCTAssertTrue((older.json["swiftDataSchema"] as? [String: Any])?["name"] is NSNull)
    }

    /// The stores SwiftData wrote, given as their own model (the store's
    /// Z_MODELCACHE, one version): one schema, V1, named after the store
    /// file, whose identifier 1.0.0 the store records — where momgen's hashes
    /// of that model are the store's. Where they are not (composite
    /// attributes, whose encoding is unverified), no schema is named and the
    /// report says why the hashes may differ.
    func testRealSwiftDataStores() throws {
        let root = try TestRequirements.shared("swiftdata/stores", for: "naming the schema of stores SwiftData wrote")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/store").path)
        }.sorted()
        XCTAssertFalse(names.isEmpty)
        var named = 0
        for name in names {
            // Copies: opening a store can checkpoint its WAL.
            let folder = TestPaths.temporaryFolder("sd-real-store")
            defer { try? FileManager.default.removeItem(at: folder) }
            let source = root.appendingPathComponent("\(name)/store")
            var storeFile: URL?
            for file in try FileManager.default.contentsOfDirectory(atPath: source.path).sorted() {
                try Data(contentsOf: source.appendingPathComponent(file)).write(to: folder.appendingPathComponent(file))
                if !file.hasSuffix("-wal"), !file.hasSuffix("-shm") { storeFile = folder.appendingPathComponent(file) }
            }
            let store = try XCTUnwrap(storeFile, name)
            let (text, json) = try check([store.path, store.path])
            let stem = store.deletingPathExtension().lastPathComponent
            let schema = try XCTUnwrap(json["swiftDataSchema"] as? [String: Any], name)
            XCTAssertEqual(json["versionIdentifiers"] as? [String], ["1.0.0"], name)
            XCTAssertEqual(schema["schemas"] as? [String], ["\(stem)SchemaV1"], name)
            if json["storeVersion"] is String {
                named += 1
                XCTAssertEqual(schema["name"] as? String, "\(stem)SchemaV1", name)
                XCTAssertEqual(schema["versionIdentifier"] as? String, "1.0.0", name)
                XCTAssertEqual(schema["identifierRecorded"] as? Bool, true, name)
                XCTAssertTrue(text.contains("SwiftData schema: \(stem)SchemaV1 (versionIdentifier 1.0.0, model version '\(store.lastPathComponent)'); the store records its identifier, as SwiftData does"),
                              "\(name): \(text)")
            } else {
                XCTAssertTrue(schema["name"] is NSNull, name)
                XCTAssertTrue(text.contains("SwiftData schema: none"), "\(name): \(text)")
                XCTAssertTrue((json["caveats"] as? [String] ?? []).contains { $0.contains("not exact") }, "\(name): \(json["caveats"] ?? "")")
            }
        }
        // cartkit-v1's hashes are exact (no composites).
        XCTAssertGreaterThanOrEqual(named, 1)
    }
}
