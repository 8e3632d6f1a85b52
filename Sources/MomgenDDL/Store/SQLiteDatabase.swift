// A minimal SQLite connection over the C API: open an in-memory database or
// a store read-only, run statements, read rows of text. Used by the store
// comparison and by tests that execute the generated DDL.

import CSQLite

/// One SQLite connection; closed when the value is released.
public final class SQLiteDatabase {
    /// A failure reported by SQLite, with its message.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private var handle: OpaquePointer?

    private init(path: String, flags: Int32) throws {
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            sqlite3_close(handle)
            handle = nil
            throw Failure(description: message)
        }
    }

    deinit { sqlite3_close(handle) }

    /// A fresh, empty in-memory database.
    public static func inMemory() throws -> SQLiteDatabase {
        try SQLiteDatabase(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    }

    /// Opens a database file read-only. With `immutable`, SQLite also skips
    /// locking and never looks at (or folds in) a `-wal` file.
    public static func readOnly(path: String, immutable: Bool) throws -> SQLiteDatabase {
        guard immutable else { return try SQLiteDatabase(path: path, flags: SQLITE_OPEN_READONLY) }
        return try SQLiteDatabase(path: "file:" + uriEscaped(path) + "?immutable=1", flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI)
    }

    /// Runs one or more statements.
    public func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "error"
            sqlite3_free(error)
            throw Failure(description: message)
        }
    }

    /// Runs a query and returns every row, each value as text (NULL as nil).
    public func rows(_ sql: String) throws -> [[String?]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        var result: [[String?]] = []
        let count = sqlite3_column_count(statement)
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw Failure(description: String(cString: sqlite3_errmsg(handle))) }
            result.append((0..<count).map { column in
                sqlite3_column_text(statement, column).map { String(cString: $0) }
            })
        }
        return result
    }

    /// Runs a query and returns every row, each value as its bytes (NULL as
    /// nil): for BLOB columns such as `Z_METADATA.Z_PLIST`.
    public func byteRows(_ sql: String) throws -> [[[UInt8]?]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(handle)))
        }
        defer { sqlite3_finalize(statement) }
        var result: [[[UInt8]?]] = []
        let count = sqlite3_column_count(statement)
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw Failure(description: String(cString: sqlite3_errmsg(handle))) }
            result.append((0..<count).map { column -> [UInt8]? in
                guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
                let length = Int(sqlite3_column_bytes(statement, column))
                guard length > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
                return Array(UnsafeRawBufferPointer(start: bytes, count: length))
            })
        }
        return result
    }

    /// Percent-escapes the characters that have a meaning in a `file:` URI.
    private static func uriEscaped(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "%"), UInt8(ascii: "?"), UInt8(ascii: "#"), 0..<0x20, 0x7F...:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            default:
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return out
    }
}
