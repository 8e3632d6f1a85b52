// Opens a real store for reading without ever writing to it or to the
// `-wal`/`-shm` files beside it: the one way `ddl --compare` and the store
// check open a user's store.
import MomgenDiagnostics

/// Read-only access to a store file.
public enum StoreReader {
    /// Runs `body` on a read-only connection to the store at `path`.
    ///
    /// Without a `-wal` file the store is opened read-only and immutable. With
    /// one, the store's files are first copied into a private temporary folder
    /// and the copy is opened read-only, so the log is read (it may hold the
    /// schema) but the published files are never touched. A file that is not
    /// SQLite, or a SQLite error while reading, is an unreadable input.
    public static func read<T>(path: String, _ body: (SQLiteDatabase) throws -> T) throws -> T {
        let location = SourceLocation(file: path, line: 0, column: 0)
        guard StoreFiles.isReadableFile(path) else {
            throw MomgenError.unreadableInput(location, "cannot read the store '\(path)'")
        }
        do {
            guard StoreFiles.hasContent(path + "-wal") else {
                return try body(SQLiteDatabase.readOnly(path: path, immutable: true))
            }
            let copy = try StoreFiles.copyToTemporaryFolder(path)
            defer { StoreFiles.remove(copy) }
            return try body(SQLiteDatabase.readOnly(path: copy.store, immutable: false))
        } catch let error as SQLiteDatabase.Failure {
            throw MomgenError.unreadableInput(location, "not a readable SQLite store: \(error.description)")
        }
    }
}
