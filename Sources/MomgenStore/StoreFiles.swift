// File handling for stores: checks a store and its companion files, tells a
// WAL store from a rollback-journal one, and copies a store with its log into
// a private temporary folder, so SQLite can replay or roll back the log
// without ever writing next to the original.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Small file operations on stores, through the C library.
enum StoreFiles {
    /// A private copy of a store: its folder and the copied `.sqlite` file.
    struct Copy {
        var folder: String
        var store: String
    }

    /// The files SQLite may keep beside a store: its logs and the WAL index.
    static let companionSuffixes = ["-wal", "-journal", "-shm"]

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    static func isReadableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }

    static func hasContent(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_size > 0
    }

    /// Whether the database header says WAL (bytes 18 and 19 are 2): such a
    /// store's committed state may live in its `-wal`.
    static func isWALMode(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var header = [UInt8](repeating: 0, count: 20)
        return fread(&header, 1, 20, file) == 20 && (header[18] == 2 || header[19] == 2)
    }

    /// Copies `store` and those of `store + suffix` that exist.
    static func copyToTemporaryFolder(_ store: String, with suffixes: [String]) throws -> Copy {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("momgen-store-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SQLiteDatabase.Failure(description: "cannot make a temporary folder") }
        let folder = String(cString: made)
        let copy = Copy(folder: folder, store: folder + "/store.sqlite")
        for suffix in [""] + suffixes where suffix.isEmpty || exists(store + suffix) {
            guard copyFile(store + suffix, to: copy.store + suffix) else {
                remove(copy)
                throw SQLiteDatabase.Failure(description: "cannot copy '\(store + suffix)'")
            }
        }
        return copy
    }

    /// Deletes the copy, whatever SQLite made beside it, and its folder.
    static func remove(_ copy: Copy) {
        for suffix in [""] + companionSuffixes { unlink(copy.store + suffix) }
        rmdir(copy.folder)
    }

    private static func copyFile(_ source: String, to target: String) -> Bool {
        guard let input = fopen(source, "rb") else { return false }
        defer { fclose(input) }
        guard let output = fopen(target, "wb") else { return false }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var ok = true
        while true {
            let count = fread(&buffer, 1, buffer.count, input)
            if count == 0 { break }
            if fwrite(buffer, 1, count, output) != count { ok = false; break }
        }
        ok = ferror(input) == 0 && ok
        return fclose(output) == 0 && ok
    }
}
