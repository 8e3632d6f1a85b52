// read (store side): the `Z_METADATA` row of a Core Data SQLite store — the
// binary property list in which Core Data records the framework version and
// the entity version hashes it compares on every open (R13 in
// ../shared/research/coredata-sqlite-layout.md).
import MomgenDDL
import MomgenDiagnostics
import MomgenPlist
import MomgenStore

/// What a store's `Z_METADATA` says about the model that wrote it.
public struct StoreMetadata: Sendable {
    /// `Z_UUID`, the store's identifier.
    public var uuid: String?
    /// `NSPersistenceFrameworkVersion`, the Core Data build that wrote the store.
    public var frameworkVersion: Int?
    /// `NSStoreModelVersionHashes`: entity name → base64 hash.
    public var entityHashes: [String: String]
    /// `NSStoreModelVersionHashesVersion` (3 in every store seen).
    public var hashesVersion: Int?
    /// `NSStoreModelVersionIdentifiers` (the model's user-defined identifiers).
    public var versionIdentifiers: [String]
    /// `NSStoreModelVersionHashesDigest` (framework 977 on).
    public var digest: String?
    /// `NSStoreModelVersionChecksumKey` (framework 1333 on).
    public var checksum: String?
    /// `NSStoreType` (`SQLite`).
    public var storeType: String?
    /// Keys an app merged into the metadata (not Core Data's own), sorted.
    public var applicationKeys: [String]

    /// The keys Core Data itself writes.
    static let coreDataKeys: Set<String> = [
        "NSPersistenceFrameworkVersion", "NSStoreModelVersionHashes", "NSStoreModelVersionHashesVersion",
        "NSStoreModelVersionIdentifiers", "NSStoreModelVersionHashesDigest", "NSStoreModelVersionChecksumKey",
        "NSStoreType", "NSStoreUUID", "_NSAutoVacuumLevel",
    ]

    /// Reads the metadata through an open connection to `path`'s store.
    public init(database: SQLiteDatabase, path: String) throws {
        let location = SourceLocation(file: path, line: 0, column: 0)
        let hasTable = try database.rows("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'Z_METADATA'")
        guard !hasTable.isEmpty else {
            throw MomgenError.unreadableInput(location, "not a Core Data store: it has no Z_METADATA table")
        }
        let rows = try database.byteRows("SELECT Z_UUID, Z_PLIST FROM Z_METADATA ORDER BY Z_VERSION LIMIT 1")
        guard let row = rows.first, let plistBytes = row[1], !plistBytes.isEmpty else {
            throw MomgenError.unreadableInput(location, "not a Core Data store: Z_METADATA holds no metadata plist")
        }
        let fields: StoreMetadataPlist
        do {
            fields = try StoreMetadataPlist(bytes: plistBytes)
        } catch let error as PlistError {
            throw MomgenError.unreadableInput(location, "Z_METADATA's metadata is not a readable property list: \(error.message)")
        }
        uuid = row[0].map { String(decoding: $0, as: UTF8.self) }
        frameworkVersion = fields.frameworkVersion.flatMap(Self.plausibleFrameworkVersion)
        hashesVersion = fields.hashesVersion
        entityHashes = fields.entityHashes.mapValues { Base64.encode($0) }
        versionIdentifiers = fields.versionIdentifiers
        digest = fields.digest
        checksum = fields.checksum
        storeType = fields.storeType
        applicationKeys = fields.keys.filter { !Self.coreDataKeys.contains($0) }.sorted()
        guard !fields.entityHashes.isEmpty || fields.hasEntityHashes else {
            throw MomgenError.unreadableInput(location, "not a Core Data store: its metadata has no NSStoreModelVersionHashes")
        }
    }

    /// Reads the metadata of the store at `path`, read-only.
    public static func read(path: String) throws -> StoreMetadata {
        try StoreReader.read(path: path) { try StoreMetadata(database: $0, path: path) }
    }

    /// A framework version as Core Data writes one (a build number such as
    /// 641 or 1251), or nil: 1e300, NaN or a negative number chooses no
    /// layout and prints as "unknown".
    static func plausibleFrameworkVersion(_ value: Int) -> Int? {
        (1...1_000_000).contains(value) ? value : nil
    }
}
