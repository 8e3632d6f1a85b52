// Issue 25 items 1-2, on the store side: Z_METADATA's plist is read with
// momgen's own reader, which follows only Core Data's keys. A shared-
// reference bomb or a non-empty set under an application's key (or a set
// where Core Data writes an array) is listed or ignored, never decoded,
// never a crash; the store's own facts still read.
import CSQLite
import Foundation
import MomgenTestSupport
import MomgenVersions
import XCTest

final class StoreMetadataHostilePlistTests: XCTestCase {
    /// A store with only Z_METADATA, holding `plist`.
    func store(_ plist: [UInt8]) throws -> String {
        let folder = TestPaths.temporaryFolder("hostile-metadata")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Hostile.sqlite").path
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(path, &handle), SQLITE_OK)
        defer { sqlite3_close(handle) }
        XCTAssertEqual(sqlite3_exec(handle, "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)", nil, nil, nil), SQLITE_OK)
        var statement: OpaquePointer?
        XCTAssertEqual(sqlite3_prepare_v2(handle, "INSERT INTO Z_METADATA VALUES (1, 'U', ?)", -1, &statement, nil), SQLITE_OK)
        _ = plist.withUnsafeBytes { sqlite3_bind_blob(statement, 1, $0.baseAddress, Int32($0.count), nil) }
        XCTAssertEqual(sqlite3_step(statement), SQLITE_DONE)
        sqlite3_finalize(statement)
        return path
    }

    /// Core Data's keys (hashes for one entity) plus `extra` (key, objects
    /// appended after, whose first is the value).
    func metadata(identifiersAsSet: Bool = false, extra: [(String, [TestPlistObject])]) -> [UInt8] {
        var objects: [TestPlistObject] = [.null]  // the top dictionary, filled in below
        var entries: [(Int, Int)] = []
        func add(_ key: String, _ value: [TestPlistObject]) {
            objects.append(.ascii(key))
            let keyIndex = objects.count - 1
            let base = objects.count
            // Values' internal references are relative to their first object.
            objects += value.map { Self.shift($0, by: base) }
            entries.append((keyIndex, base))
        }
        add("NSPersistenceFrameworkVersion", [.int(1344)])
        add("NSStoreModelVersionHashes", [.dict([(1, 2)]), .ascii("Note"), .data(Array(0 ..< 32))])
        add("NSStoreModelVersionIdentifiers", [identifiersAsSet ? .set([1]) : .array([1]), .ascii("")])
        for (key, value) in extra { add(key, value) }
        objects[0] = .dict(entries)
        return TestPlistWriter.write(objects)
    }

    static func shift(_ object: TestPlistObject, by base: Int) -> TestPlistObject {
        switch object {
        case let .array(members): return .array(members.map { $0 + base })
        case let .set(members): return .set(members.map { $0 + base })
        case let .dict(entries): return .dict(entries.map { ($0.0 + base, $0.1 + base) })
        default: return object
        }
    }

    func testSharedReferenceBombUnderAnApplicationKey() throws {
        var bomb: [TestPlistObject] = []
        for level in 0 ..< 60 { bomb.append(.array(Array(repeating: level + 1, count: 8))) }
        bomb.append(.ascii("leaf"))
        let plist = metadata(extra: [("com.example.bomb", bomb)])
        XCTAssertLessThan(plist.count, 2_000)
        let started = Date()
        let read = try StoreMetadata.read(path: try store(plist))
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "bounded: the bomb expands to 8^60 values unless refused; the margin is for a loaded machine")
        XCTAssertEqual(read.entityHashes.keys.sorted(), ["Note"])
        XCTAssertEqual(read.frameworkVersion, 1344)
        XCTAssertEqual(read.applicationKeys, ["com.example.bomb"])
    }

    func testNonEmptySetAnywhereInTheMetadata() throws {
        let plist = metadata(identifiersAsSet: true, extra: [("com.example.tags", [.set([1, 2]), .ascii("a"), .ascii("b")])])
        let read = try StoreMetadata.read(path: try store(plist))
        XCTAssertEqual(read.entityHashes.keys.sorted(), ["Note"])
        XCTAssertEqual(read.versionIdentifiers, [], "a set where Core Data writes an array is not an array")
        XCTAssertEqual(read.applicationKeys, ["com.example.tags"])
    }

    /// Issue 34 item 16: Apple's writer uses a 16-byte integer for unsigned
    /// 64-bit values; the store reads, and a framework version of 2^64-1
    /// is unknown.
    func testItem16SixteenByteIntegerInTheMetadataIsRead() throws {
        let max: [UInt8] = [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        let plist = metadata(extra: [("NSPersistenceFrameworkVersion", [.raw(max)]), ("com.example.count", [.raw(max)])])
        let read = try StoreMetadata.read(path: try store(plist))
        XCTAssertNil(read.frameworkVersion)
        XCTAssertEqual(read.entityHashes.keys.sorted(), ["Note"])
        XCTAssertEqual(read.applicationKeys, ["com.example.count"])
    }

    func testUnreadablePlistIsOneLine() throws {
        var plist = metadata(extra: [])
        plist[8] = 0x70  // the top object's marker: unknown
        XCTAssertThrowsError(try StoreMetadata.read(path: try store(plist))) { error in
            let text = "\(error)"
            XCTAssertFalse(text.contains("\n"))
            XCTAssertTrue(text.contains("not a readable property list"), text)
        }
    }
}
