// Opens a real store for reading without ever writing to it or to the files
// beside it: the one way `ddl --compare` and the store check open a user's
// store. SQLite's own rules apply (locks, hot journals, the WAL), so what is
// read is the store's committed state, never a writer's half-written pages.
import MomgenDiagnostics

/// Read-only access to a store file.
public enum StoreReader {
    /// Core Data's own tables, whose values momgen reads: a generated column
    /// in one of them is not Core Data's and could compute anything.
    static let ownTables = ["Z_PRIMARYKEY", "Z_METADATA", "Z_MODELCACHE"]

    /// Runs `body` on a read-only connection to the store at `path`.
    ///
    /// - A WAL store (header bytes 18–19) is copied with its `-wal` into a
    ///   private temporary folder, and SQLite replays the committed frames of
    ///   the log there; the published files are never touched.
    /// - A rollback-journal store is read in a transaction on the store
    ///   itself, holding SQLite's shared lock, so no writer can commit under
    ///   the read. A writer holding its lock past a second is refused; a hot
    ///   journal (a writer that stopped mid-transaction) is rolled back in a
    ///   private copy, and `note` says so.
    ///
    /// Every value is bounded (`SQLiteDatabase.storeValueLimit`), a generated
    /// column in Core Data's own tables is refused, and so is a log SQLite
    /// would read (a WAL store's `-wal`, another's `-journal`) that exists
    /// but cannot be read: its transactions would be missed. A file that is not SQLite, or a SQLite
    /// error while reading, is an unreadable input.
    public static func read<T>(path: String, note: (String) -> Void = { _ in },
                               _ body: (SQLiteDatabase) throws -> T) throws -> T {
        let location = SourceLocation(file: path, line: 0, column: 0)
        guard StoreFiles.isReadableFile(path) else {
            throw MomgenError.unreadableInput(location, "cannot read the store '\(path)'")
        }
        // The log SQLite itself would read: the `-wal` of a WAL store, else the `-journal`.
        let isWAL = StoreFiles.isWALMode(path)
        let log = isWAL ? "-wal" : "-journal"
        if StoreFiles.exists(path + log) && !StoreFiles.isReadableFile(path + log) {
            throw MomgenError.unreadableInput(location, "cannot read the store's '\(log)' file, which may hold committed transactions")
        }
        do {
            if isWAL {
                return try readCopy(of: path, with: ["-wal"], body)
            }
            let database = try SQLiteDatabase.store(path: path)
            do {
                // The first read takes the shared lock, kept until COMMIT.
                try database.execute("BEGIN; SELECT count(*) FROM sqlite_master;")
            } catch let failure as SQLiteDatabase.Failure where failure.code & 0xFF == 5 /* SQLITE_BUSY */ {
                throw MomgenError.unreadableInput(location, "a writer holds a lock on the store; read it again when the writer is done")
            } catch let failure as SQLiteDatabase.Failure where failure.code == 776 /* SQLITE_READONLY_ROLLBACK */ {
                note("the store has a hot journal (a writer stopped mid-transaction); it was read as SQLite rolls that journal back, in a private copy")
                return try readCopy(of: path, with: ["-journal"], body)
            }
            try refuseGeneratedColumns(database, location)
            let result = try body(database)
            try? database.execute("COMMIT")
            return result
        } catch let error as SQLiteDatabase.Failure {
            throw MomgenError.unreadableInput(location, "not a readable SQLite store: \(error.description)")
        }
    }

    /// Copies the store with its `suffixes` files and runs `body` on the copy,
    /// opened writable so that SQLite can replay or roll back the log there.
    private static func readCopy<T>(of path: String, with suffixes: [String], _ body: (SQLiteDatabase) throws -> T) throws -> T {
        let copy = try StoreFiles.copyToTemporaryFolder(path, with: suffixes)
        defer { StoreFiles.remove(copy) }
        let database = try SQLiteDatabase.store(path: copy.store, writable: true)
        try refuseGeneratedColumns(database, SourceLocation(file: path, line: 0, column: 0))
        return try body(database)
    }

    /// Throws when one of Core Data's own tables declares a generated column.
    static func refuseGeneratedColumns(_ database: SQLiteDatabase, _ location: SourceLocation) throws {
        for table in ownTables {
            // `table_xinfo`'s last field is 2 or 3 for a generated column.
            // `ownTables` are constant plain identifiers: written bare, as Core Data does.
            for row in try database.rows("PRAGMA table_xinfo(\(table))") where row.count > 6 && (row[6] == "2" || row[6] == "3") {
                throw MomgenError.unreadableInput(location, "not a Core Data store: its \(table) table declares the generated column \(row[1] ?? ""), which Core Data never writes")
            }
        }
    }
}
