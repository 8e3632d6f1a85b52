// Test helpers for stores: copy a pair's store files into a temporary
// folder, open a copy read-write to mutate it, and snapshot file bytes.
import CSQLite
import Foundation
import XCTest

public enum StoreCopy {
    /// Copies every file of `pair`'s `store/` into a fresh folder; returns the `.sqlite` path.
    public static func of(_ pair: DDLPair) throws -> URL {
        let folder = TestPaths.temporaryFolder("ddl-store")
        for name in try FileManager.default.contentsOfDirectory(atPath: pair.storeFolder.path) {
            let target = folder.appendingPathComponent(name)
            try Data(contentsOf: pair.storeFolder.appendingPathComponent(name)).write(to: target)
        }
        return folder.appendingPathComponent(try pair.storeFileName())
    }

    /// The bytes of every file in the store's folder, by file name.
    public static func bytes(in folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    /// Runs `sql` on the store read-write (the way a migration tool would change it).
    public static func mutate(_ store: URL, _ sql: String, file: StaticString = #filePath, line: UInt = #line) {
        var handle: OpaquePointer?
        XCTAssertEqual(sqlite3_open(store.path, &handle), SQLITE_OK, file: file, line: line)
        defer { sqlite3_close(handle) }
        var error: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &error)
        XCTAssertEqual(status, SQLITE_OK, error.map { String(cString: $0) } ?? "", file: file, line: line)
        sqlite3_free(error)
    }
}
