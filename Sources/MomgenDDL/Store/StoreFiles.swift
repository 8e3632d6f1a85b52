// File handling for `--compare`: checks a store exists and copies a store
// with its `-wal`/`-shm` files into a private temporary folder, so SQLite can
// read the log without ever writing next to the original.

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
        var files: [String]
    }

    struct Failure: Error {}

    static func isReadableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, R_OK) == 0
    }

    static func hasContent(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_size > 0
    }

    /// Copies `store`, `store-wal` and `store-shm` (those that exist).
    static func copyToTemporaryFolder(_ store: String) throws -> Copy {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("momgen-store-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SQLiteDatabase.Failure(description: "cannot make a temporary folder") }
        let folder = String(cString: made)
        var copy = Copy(folder: folder, store: folder + "/store.sqlite", files: [])
        for suffix in ["", "-wal", "-shm"] where isReadableFile(store + suffix) {
            let target = copy.store + suffix
            copy.files.append(target)
            guard copyFile(store + suffix, to: target) else {
                remove(copy)
                throw SQLiteDatabase.Failure(description: "cannot copy '\(store + suffix)'")
            }
        }
        return copy
    }

    /// Deletes the copy and its folder.
    static func remove(_ copy: Copy) {
        for file in copy.files + [copy.store + "-journal"] { unlink(file) }
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
