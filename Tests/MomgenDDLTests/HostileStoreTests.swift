// Issue 25, items 3–8: hostile stores and store paths for `ddl --compare` and
// `momgen store`. Each test is named after its item and fails on the code
// before the fix (immutable opens, unbounded values, a silently skipped
// `-wal`, the log overwritten by `--output`, `//` paths, Int.min versions).
import CSQLite
import Foundation
import MomgenTestSupport
import XCTest

final class HostileStoreTests: XCTestCase {
    private var folder: URL!
    private let model = TestPaths.sampleModel("BookStore")

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("hostile-store")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Item 3

    func testItem3GeneratedColumnMemoryBombIsRefusedWithOneLine() throws {
        // Z_NAME computes 100 MB per row (the issue's 24 KB store took 3.8 GB).
        let store = try makeStore(ddl: { ddl in
            ddl.split(separator: "\n").filter { !$0.hasPrefix("INSERT INTO Z_PRIMARYKEY") }.joined(separator: "\n")
                .replacingOccurrences(of: "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR,",
                                      with: "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME GENERATED ALWAYS AS (printf('%.*c', 100000000, 'x')) VIRTUAL,")
                + "\nINSERT INTO Z_PRIMARYKEY (Z_ENT, Z_SUPER, Z_MAX) VALUES (1, 0, 0);"
        })
        for arguments in [["ddl", model, "--compare", store.path], ["store", model, store.path]] {
            let result = try MomgenProcess.run(arguments)
            XCTAssertEqual(result.status, 3, "\(arguments[0]): \(result.stderr)")
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertTrue(result.stderr.contains("Z_PRIMARYKEY table declares the generated column Z_NAME"), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    func testItem3EveryValueReadIsBounded() throws {
        // A stored 17 MB metadata blob: over the bound, refused instead of read.
        let store = try makeStore()
        StoreCopy.mutate(store, "UPDATE Z_METADATA SET Z_PLIST = zeroblob(17 * 1024 * 1024);")
        let result = try MomgenProcess.run(["store", model, store.path])
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("string or blob too big"), result.stderr)
    }

    // MARK: Item 4

    func testItem4HotJournalIsRolledBackNotReadAsTheStore() throws {
        let store = try makeStore(journalMode: "DELETE")
        let crashed = folder.appendingPathComponent("crashed")
        try FileManager.default.createDirectory(at: crashed, withIntermediateDirectories: true)
        // A writer that changed Z_PRIMARYKEY and spilled the page to the file,
        // copied before it committed: the files a crashed writer leaves.
        try withConnection(store) { db in
            try exec(db, "PRAGMA cache_size = 10; CREATE TABLE ZFILLER (x BLOB);")
            try exec(db, "BEGIN; UPDATE Z_PRIMARYKEY SET Z_NAME = 'Uncommitted' WHERE Z_ENT = 1;")
            for _ in 0..<400 { try exec(db, "INSERT INTO ZFILLER VALUES (zeroblob(2000));") }
            for suffix in ["", "-journal"] {
                try FileManager.default.copyItem(atPath: store.path + suffix, toPath: crashed.appendingPathComponent("store.sqlite" + suffix).path)
            }
            try exec(db, "ROLLBACK;")
        }
        let copy = crashed.appendingPathComponent("store.sqlite")
        let before = try StoreCopy.bytes(in: crashed)
        for arguments in [["ddl", model, "--compare", copy.path], ["store", model, copy.path]] {
            let result = try MomgenProcess.run(arguments)
            XCTAssertFalse(result.stdout.contains("Uncommitted"), "\(arguments[0]) read a crashed writer's page: \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("note: the store has a hot journal"), result.stderr)
            XCTAssertTrue(result.stdout.contains("ZFILLER: extra table"), result.stdout)
        }
        XCTAssertEqual(try StoreCopy.bytes(in: crashed), before, "the store's own files were modified")
    }

    func testItem4AWriterHoldingALockIsSaidNotReadThrough() throws {
        let store = try makeStore(journalMode: "DELETE")
        try withConnection(store) { db in
            try exec(db, "BEGIN EXCLUSIVE; UPDATE Z_PRIMARYKEY SET Z_NAME = 'Uncommitted' WHERE Z_ENT = 1;")
            let result = try MomgenProcess.run(["ddl", model, "--compare", store.path])
            XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.contains("a writer holds a lock on the store"), result.stderr)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            try exec(db, "ROLLBACK;")
        }
        let after = try MomgenProcess.run(["ddl", model, "--compare", store.path])
        XCTAssertEqual(after.status, 0, after.stdout + after.stderr)
    }

    // MARK: Item 5

    func testItem5AnUnreadableWALIsRefusedNotSkipped() throws {
        let store = try makeStore()
        // A `-wal` that cannot be read as a file (permissions do not stop root).
        try FileManager.default.createDirectory(atPath: store.path + "-wal", withIntermediateDirectories: false)
        let result = try MomgenProcess.run(["ddl", model, "--compare", store.path])
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot read the store's '-wal' file"), result.stderr)
        XCTAssertFalse(result.stdout.contains("no differences"), result.stdout)
        // A rollback-journal store's `-journal` likewise (it may be hot).
        let journaled = try makeStore(journalMode: "DELETE", name: "journaled.sqlite")
        try FileManager.default.createDirectory(atPath: journaled.path + "-journal", withIntermediateDirectories: false)
        let other = try MomgenProcess.run(["ddl", model, "--compare", journaled.path])
        XCTAssertEqual(other.status, 3, other.stdout + other.stderr)
        XCTAssertTrue(other.stderr.contains("cannot read the store's '-journal' file"), other.stderr)
    }

    // MARK: Item 6

    func testItem6OutputOntoTheStoresLogIsRefused() throws {
        let store = try makeStore()
        for suffix in ["-wal", "-shm", "-journal"] {
            let result = try MomgenProcess.run(["ddl", model, "--compare", store.path, "--output", store.path + suffix])
            XCTAssertNotEqual(result.status, 0, suffix)
            XCTAssertTrue(result.stderr.contains("an input of this run"), "\(suffix): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: store.path + suffix), "\(suffix) was written")
        }
        // Another spelling of the same folder is the same file.
        let other = folder.path + "/./" + store.lastPathComponent + "-wal"
        let result = try MomgenProcess.run(["ddl", model, "--compare", store.path, "--output", other])
        XCTAssertTrue(result.stderr.contains("an input of this run"), result.stderr)
    }

    // MARK: Item 7

    func testItem7PathsBeginningWithTwoSlashesOpen() throws {
        let store = try makeStore()
        XCTAssertTrue(store.path.hasPrefix("/"))
        let doubled = "/" + store.path
        for arguments in [["ddl", model, "--compare", doubled], ["store", model, doubled]] {
            let result = try MomgenProcess.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments[0]): \(result.stdout) \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("authority"), result.stderr)
        }
        // URI characters in a name are data, not a query or fragment.
        let odd = folder.appendingPathComponent("a?mode=rwc#x%41.sqlite")
        try FileManager.default.copyItem(at: store, to: odd)
        let result = try MomgenProcess.run(["ddl", model, "--compare", odd.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    // MARK: Item 8

    func testItem8NonsenseFrameworkVersionsAreUnknown() throws {
        for (label, version) in [("1e300", 1e300 as Double), ("NaN", Double.nan), ("-5", -5)] {
            let store = try makeStore(frameworkVersion: version)
            let text = try MomgenProcess.run(["store", model, store.path])
            XCTAssertEqual(text.status, 0, "\(label): \(text.stderr)")
            XCTAssertTrue(text.stdout.contains("framework version: unknown"), "\(label): \(text.stdout)")
            XCTAssertTrue(text.stdout.contains("(layout of framework today)"), "\(label): \(text.stdout)")
            XCTAssertFalse(text.stdout.contains("-9223372036854775808"), label)
            let json = try MomgenProcess.run(["store", model, store.path, "--format", "json"])
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            XCTAssertTrue(object["frameworkVersion"] is NSNull, "\(label): \(object["frameworkVersion"] ?? "")")
            let compared = try MomgenProcess.run(["ddl", model, "--compare", store.path])
            XCTAssertEqual(compared.status, 0, "\(label): today's layout is chosen: \(compared.stdout)")
            try FileManager.default.removeItem(at: store)
        }
    }

    // MARK: Helpers

    /// BookStore's fresh store (`ddl --rows`) with Core Data metadata holding
    /// the model's own hashes, so both commands find nothing to report.
    private func makeStore(ddl transform: (String) -> String = { $0 }, frameworkVersion: Any = 1251,
                           journalMode: String = "WAL", name: String = "store.sqlite") throws -> URL {
        let store = folder.appendingPathComponent(name)
        let ddl = try MomgenProcess.run(["ddl", model, "--rows"])
        XCTAssertEqual(ddl.status, 0, ddl.stderr)
        let versions = try MomgenProcess.run(["versions", model, "--format", "json"])
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(versions.stdout.utf8)) as? [String: Any])
        let version = try XCTUnwrap((json["versions"] as? [[String: Any]])?.first)
        let hashes = try XCTUnwrap(version["entityHashes"] as? [String: String]).mapValues { Data(base64Encoded: $0)! }
        let plist: [String: Any] = [
            "NSPersistenceFrameworkVersion": frameworkVersion, "NSStoreModelVersionHashes": hashes,
            "NSStoreModelVersionHashesVersion": 3, "NSStoreType": "SQLite", "NSStoreUUID": "HOSTILE",
        ]
        let bytes = try PropertyListSerialization.data(fromPropertyList: plist, format: .binary, options: 0)
        let hex = bytes.map { String(format: "%02X", $0) }.joined()
        StoreCopy.mutate(store, "PRAGMA journal_mode = \(journalMode);" + transform(ddl.stdout)
            + "INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, 'HOSTILE', X'\(hex)');")
        return store
    }

    private func withConnection(_ store: URL, _ body: (OpaquePointer?) throws -> Void) throws {
        var db: OpaquePointer?
        XCTAssertEqual(sqlite3_open(store.path, &db), SQLITE_OK)
        defer { sqlite3_close(db) }
        try body(db)
    }

    private func exec(_ db: OpaquePointer?, _ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        defer { sqlite3_free(error) }
        guard sqlite3_exec(db, sql, nil, nil, &error) == SQLITE_OK else {
            throw NSError(domain: "sqlite", code: 1, userInfo: [NSLocalizedDescriptionKey: error.map { String(cString: $0) } ?? ""])
        }
    }
}
