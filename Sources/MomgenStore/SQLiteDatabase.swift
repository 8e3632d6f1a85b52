// A minimal SQLite connection over the C API: open an in-memory database or
// a store read-only, run statements, read rows of text. Used by the store
// comparison and by tests that execute the generated DDL.

import CSQLite

/// One SQLite connection; closed when the value is released.
public final class SQLiteDatabase {
    /// A failure reported by SQLite, with its message.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// SQLite's extended result code, 0 when the failure is not SQLite's.
        public var code: Int32 = 0
    }

    private var handle: OpaquePointer?

    private init(path: String, flags: Int32) throws {
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "cannot open"
            let code = handle.map { sqlite3_extended_errcode($0) } ?? status
            sqlite3_close(handle)
            handle = nil
            throw Failure(description: message, code: code)
        }
    }

    deinit { sqlite3_close(handle) }

    /// A fresh, empty in-memory database.
    public static func inMemory() throws -> SQLiteDatabase {
        try SQLiteDatabase(path: ":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    }

    /// The longest string or blob a store connection may build or return:
    /// a store can declare a generated column or a view whose every value is
    /// gigabytes (`printf('%.*c', 100000000, 'x')`, `zeroblob(900000000)`);
    /// SQLite refuses such a value with "string or blob too big" instead.
    /// Core Data's own values (statements, names, the metadata plist) are
    /// far below this.
    public static let storeValueLimit: Int32 = 16 << 20

    /// Opens a database file read-only through SQLite's ordinary rules
    /// (locks taken, a hot journal seen), every value bounded by
    /// `storeValueLimit`. `writable` opens it read-write instead: only for a
    /// private copy, where SQLite must be able to roll back a hot journal.
    public static func store(path: String, writable: Bool = false) throws -> SQLiteDatabase {
        let mode = writable ? "rw" : "ro"
        let flags = (writable ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY) | SQLITE_OPEN_URI
        let database = try SQLiteDatabase(path: fileURI(path) + "?mode=" + mode, flags: flags)
        sqlite3_limit(database.handle, SQLITE_LIMIT_LENGTH, storeValueLimit)
        sqlite3_busy_timeout(database.handle, 1000)
        return database
    }

    /// The `file:` URI of `path`. An absolute path gets an empty authority
    /// (`file://` + path), so a path that itself begins with `//` (valid
    /// POSIX, what `"$ROOT/$FILE"` gives for ROOT `/`) is never read as a
    /// host name.
    ///
    /// For example, `//tmp/a?b.sqlite` gives `file:////tmp/a%3Fb.sqlite`.
    static func fileURI(_ path: String) -> String {
        (path.hasPrefix("/") ? "file://" : "file:") + uriEscaped(path)
    }

    /// Runs one or more statements.
    public func execute(_ sql: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &error) == SQLITE_OK else {
            let message = error.map { String(cString: $0) } ?? "error"
            sqlite3_free(error)
            throw Failure(description: message, code: sqlite3_extended_errcode(handle))
        }
    }

    /// Runs a query and returns every row, each value as text (NULL as nil).
    public func rows(_ sql: String) throws -> [[String?]] {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw failure()
        }
        defer { sqlite3_finalize(statement) }
        var result: [[String?]] = []
        let count = sqlite3_column_count(statement)
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw failure() }
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
            throw failure()
        }
        defer { sqlite3_finalize(statement) }
        var result: [[[UInt8]?]] = []
        let count = sqlite3_column_count(statement)
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw failure() }
            result.append((0..<count).map { column -> [UInt8]? in
                guard sqlite3_column_type(statement, column) != SQLITE_NULL else { return nil }
                let length = Int(sqlite3_column_bytes(statement, column))
                guard length > 0, let bytes = sqlite3_column_blob(statement, column) else { return [] }
                return Array(UnsafeRawBufferPointer(start: bytes, count: length))
            })
        }
        return result
    }

    /// The connection's last failure, with its message and extended code.
    private func failure() -> Failure {
        Failure(description: String(cString: sqlite3_errmsg(handle)), code: sqlite3_extended_errcode(handle))
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
