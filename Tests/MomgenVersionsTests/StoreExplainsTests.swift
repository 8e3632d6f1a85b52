// `momgen store` explains every store: a tie between hash-equal versions
// broken by the store's NSStoreModelVersionIdentifiers (or said to be
// unbroken), what changed since the writing version in `momgen diff`'s own
// change objects (renames included), a downgrade named, and a store of merged
// models traced entity by entity to the bundle and version that wrote it.
// The bundles and stores are written here, from the patterns of real ones.
import Foundation
import MomgenTestSupport
import XCTest

final class StoreExplainsTests: XCTestCase {
    private var folder: URL!
    private var talk: URL!
    private var extra: URL!

    private static let person = #"<entity name="Person"><attribute name="name" optional="YES" attributeType="String"/><relationship name="pets" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Pet" inverseName="owner" inverseEntity="Pet"/></entity><entity name="Pet"><relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="pets" inverseEntity="Person"/></entity>"#
    /// `pets` renamed `animals` through its renaming identifier, and an attribute added.
    private static let renamed = #"<entity name="Person"><attribute name="age" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/><attribute name="name" optional="YES" attributeType="String"/><relationship name="animals" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Pet" inverseName="owner" inverseEntity="Pet" elementID="pets"/></entity><entity name="Pet"><relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Person" inverseName="animals" inverseEntity="Person"/></entity>"#

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("store-explains")
        // Two hash-equal versions told apart only by their version identifiers (a real app's 2.80.0 and 2.81.0).
        talk = try Self.bundle(in: folder, "Talk", [("Talk", "2.80.0", Self.person), ("Talk 2", "2.81.0", Self.person), ("Talk 3", "3.0.0", Self.renamed)])
        extra = try Self.bundle(in: folder, "Extra", [("Extra", nil, #"<entity name="Log"><attribute name="text" optional="YES" attributeType="String"/></entity>"#)])
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testATieIsBrokenByTheStoresVersionIdentifier() throws {
        let store = try makeStore(hashes: try hashes(talk, "Talk"), identifiers: ["2.80.0"])
        let json = try storeJSON([talk.path, store.path, "--model-version", "Talk 2"])
        XCTAssertEqual(json["storeVersion"] as? String, "Talk")
        XCTAssertEqual(json["matchingVersions"] as? [String], ["Talk", "Talk 2"])
        XCTAssertTrue((json["caveats"] as? [String] ?? []).contains { $0.contains("'2.80.0' names 'Talk'") }, "\(json["caveats"] ?? "")")
    }

    func testATieThatCannotBeBrokenIsSaidSo() throws {
        let store = try makeStore(hashes: try hashes(talk, "Talk"), identifiers: [""])
        let json = try storeJSON([talk.path, store.path], status: 1)
        XCTAssertTrue(json["storeVersion"] is NSNull, "\(json["storeVersion"] ?? "")")
        XCTAssertEqual(json["matchingVersions"] as? [String], ["Talk", "Talk 2"])
        XCTAssertTrue((json["caveats"] as? [String] ?? []).contains { $0.contains("records no version identifier") && $0.contains("not known") }, "\(json["caveats"] ?? "")")
        let text = try MomgenProcess.run(["store", talk.path, store.path])
        XCTAssertTrue(text.stdout.contains("written by: one of 'Talk', 'Talk 2' (equal hashes)"), text.stdout)
    }

    /// The same change objects as `momgen diff --format json`, so a renamed
    /// relationship is a rename, not a removal and an addition.
    func testChangesAreDiffsChangeObjects() throws {
        let store = try makeStore(hashes: try hashes(talk, "Talk"), identifiers: ["2.80.0"])
        let json = try storeJSON([talk.path, store.path], status: 1)
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        XCTAssertTrue(changes.contains { $0["kind"] as? String == "relationship-renamed" }, "\(changes)")
        XCTAssertFalse(changes.contains { $0["kind"] as? String == "relationship-removed" }, "\(changes)")
        let diff = try MomgenProcess.run(["diff", talk.path, "--from", "Talk", "--to", "Talk 3", "--format", "json"])
        let diffJSON = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(changes as NSArray, try XCTUnwrap(diffJSON["changes"] as? NSArray))
        XCTAssertEqual(json["downgrade"] as? Bool, false)
    }

    func testADowngradeIsNamed() throws {
        let store = try makeStore(hashes: try hashes(talk, "Talk 3"), identifiers: ["3.0.0"])
        let json = try storeJSON([talk.path, store.path, "--model-version", "Talk 2"], status: 1)
        XCTAssertEqual(json["storeVersion"] as? String, "Talk 3")
        XCTAssertEqual(json["downgrade"] as? Bool, true)
        let text = try MomgenProcess.run(["store", talk.path, store.path, "--model-version", "Talk 2"])
        XCTAssertTrue(text.stdout.contains("downgrade: the store was written by 'Talk 3', a newer version than 'Talk 2'"), text.stdout)
    }

    /// A store of `mergedModel(from:)` over two bundles: each entity traced
    /// to its bundle and version; with one bundle given, the others' entities
    /// have no origin but this bundle's still do.
    func testAStoreOfMergedModelsIsExplainedEntityByEntity() throws {
        let merged = try hashes(talk, "Talk").merging(try hashes(extra, "Extra")) { first, _ in first }
        let store = try makeStore(hashes: merged, identifiers: ["2.80.0", ""])
        let both = try storeJSON([talk.path, extra.path, store.path], status: 1)
        let entities = try XCTUnwrap(both["entities"] as? [String: [String: Any]])
        XCTAssertEqual(entities["Log"]?["origin"] as? [String: String], ["bundle": extra.path, "version": "Extra"])
        XCTAssertEqual(entities["Person"]?["origin"] as? [String: String], ["bundle": talk.path, "version": "Talk"])
        XCTAssertEqual(both["modelVersion"] as? String, "Talk 3 + Extra")
        XCTAssertEqual(Set(both["changedEntities"] as? [String] ?? []), ["Person", "Pet"], "Log is unchanged")
        XCTAssertTrue(both["schema"] is NSNull)

        let upToDate = try makeStore(hashes: try hashes(talk, "Talk 3").merging(try hashes(extra, "Extra")) { first, _ in first }, identifiers: ["3.0.0", ""], name: "current")
        XCTAssertEqual(try storeJSON([talk.path, extra.path, upToDate.path])["compatible"] as? Bool, true)

        let one = try storeJSON([talk.path, store.path], status: 1)
        let oneEntities = try XCTUnwrap(one["entities"] as? [String: [String: Any]])
        XCTAssertTrue(oneEntities["Log"]?["origin"] is NSNull)
        XCTAssertEqual(oneEntities["Pet"]?["origin"] as? [String: String], ["bundle": talk.path, "version": "Talk"])
        let changes = try XCTUnwrap(one["changes"] as? [[String: Any]])
        XCTAssertTrue(changes.contains { $0["kind"] as? String == "relationship-renamed" }, "what changed is known for this bundle's entities")
    }

    /// `momgen store STORE` in a project: the models of its momgen.yml, each
    /// with its `version:` (the one the app opens the store with).
    func testWithOnlyTheStoreTheModelsOfMomgenYmlAreUsed() throws {
        let merged = try hashes(talk, "Talk 2").merging(try hashes(extra, "Extra")) { first, _ in first }
        let store = try makeStore(hashes: merged, identifiers: ["2.81.0", ""])
        try "models:\n  - path: Talk.xcdatamodeld\n    version: Talk 2\n  - path: Extra.xcdatamodeld\n".write(to: folder.appendingPathComponent("momgen.yml"), atomically: true, encoding: .utf8)
        let run = try MomgenProcess.run(["store", store.path, "--format", "json"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["compatible"] as? Bool, true)
        XCTAssertEqual(json["modelVersion"] as? String, "Talk 2 + Extra")
        let entities = try XCTUnwrap(json["entities"] as? [String: [String: Any]])
        XCTAssertEqual(entities["Person"]?["origin"] as? [String: String], ["bundle": folder.appendingPathComponent("Talk.xcdatamodeld").path, "version": "Talk 2"])
    }

    /// A store an older framework created and a newer one opened keeps the
    /// legacy-named index of an indexed attribute (`ZNOTE_ZTITLE_INDEX`)
    /// beside the modern one: equivalent, not an extra index.
    func testALegacyNamedIndexOfAnIndexedAttributeIsNoDifference() throws {
        let notes = try Self.bundle(in: folder, "Notes", [("Notes", nil, #"<entity name="Note"><attribute name="title" optional="YES" attributeType="String" indexed="YES"/></entity>"#)])
        let ddl = try MomgenProcess.run(["ddl", notes.path])
        XCTAssertEqual(ddl.status, 0, ddl.stderr)
        for (name, modern) in [("beside", true), ("instead", false)] {
            var schema = ddl.stdout + "\nCREATE INDEX ZNOTE_ZTITLE_INDEX ON ZNOTE (ZTITLE);\nINSERT INTO Z_PRIMARYKEY VALUES (1, 'Note', 0, 0);"
            if !modern { schema += "\nDROP INDEX Z_Note_title;" }
            let store = try makeStore(hashes: try hashes(notes, "Notes"), identifiers: [""], name: name, schema: schema)
            let json = try storeJSON([notes.path, store.path])
            let comparison = try XCTUnwrap(json["schema"] as? [String: Any])
            XCTAssertEqual(comparison["identical"] as? Bool, true, "\(name): \(comparison)")
            let equivalent = comparison["equivalent"] as? [String] ?? []
            XCTAssertTrue(equivalent.contains { $0.hasPrefix("ZNOTE_ZTITLE_INDEX: the index of the indexed attribute Note.title under its legacy name") }, "\(equivalent)")
        }
    }

    // MARK: Helpers

    private func storeJSON(_ arguments: [String], status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let run = try MomgenProcess.run(["store"] + arguments + ["--format", "json"])
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: line)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout, file: file, line: line)
    }

    private func hashes(_ bundle: URL, _ version: String) throws -> [String: String] {
        let run = try MomgenProcess.run(["versions", bundle.path, "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let entry = try XCTUnwrap((json["versions"] as? [[String: Any]])?.first { $0["name"] as? String == version })
        return try XCTUnwrap(entry["entityHashes"] as? [String: String])
    }

    /// A store holding only Core Data's metadata: a binary plist with the
    /// entity hashes and version identifiers, as Core Data writes them.
    private func makeStore(hashes: [String: String], identifiers: [String], name: String = "store",
                           schema: String = "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);") throws -> URL {
        let store = folder.appendingPathComponent("\(name).sqlite")
        let plist: [String: Any] = [
            "NSPersistenceFrameworkVersion": 1335,
            "NSStoreModelVersionHashesVersion": 3,
            "NSStoreType": "SQLite",
            "NSStoreModelVersionIdentifiers": identifiers,
            "NSStoreModelVersionHashes": try hashes.mapValues { try XCTUnwrap(Data(base64Encoded: $0)) },
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let hex = data.map { String(format: "%02X", $0) }.joined()
        StoreCopy.mutate(store, """
        \(schema)
        INSERT INTO Z_METADATA VALUES (1, 'F1B5C0DE-0000-4000-8000-000000000001', X'\(hex)');
        """)
        return store
    }

    /// A bundle of versions (name, userDefinedModelVersionIdentifier, entities); the last is current.
    static func bundle(in folder: URL, _ name: String, _ versions: [(String, String?, String)]) throws -> URL {
        let bundle = folder.appendingPathComponent("\(name).xcdatamodeld")
        for (version, identifier, body) in versions {
            let path = bundle.appendingPathComponent("\(version).xcdatamodel")
            try FileManager.default.createDirectory(at: path, withIntermediateDirectories: true)
            let attribute = identifier.map { #" userDefinedModelVersionIdentifier="\#($0)""# } ?? ""
            try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0"\(attribute)>
            \(body)
            </model>
            """.write(to: path.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try CurrentVersionFile.write("\(versions.last?.0 ?? name).xcdatamodel", to: bundle)
        return bundle
    }
}
