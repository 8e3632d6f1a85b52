// read (store side): the `Z_METADATA` row of a Core Data SQLite store — the
// binary property list in which Core Data records the framework version and
// the entity version hashes it compares on every open (R13 in
// ../shared/research/coredata-sqlite-layout.md).
import Foundation
import MomgenDDL
import MomgenDiagnostics

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
        let plist: [String: Any]
        do {
            let value = try PropertyListSerialization.propertyList(from: Data(plistBytes), options: [], format: nil)
            guard let dictionary = value as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
            plist = dictionary
        } catch {
            throw MomgenError.unreadableInput(location, "Z_METADATA's metadata is not a readable property list")
        }
        uuid = row[0].map { String(decoding: $0, as: UTF8.self) }
        frameworkVersion = Self.integer(plist["NSPersistenceFrameworkVersion"]).flatMap(Self.plausibleFrameworkVersion)
        hashesVersion = Self.integer(plist["NSStoreModelVersionHashesVersion"])
        var hashes: [String: String] = [:]
        for (entity, value) in plist["NSStoreModelVersionHashes"] as? [String: Any] ?? [:] {
            if let data = value as? Data { hashes[entity] = Base64.encode(Array(data)) }
        }
        entityHashes = hashes
        versionIdentifiers = (plist["NSStoreModelVersionIdentifiers"] as? [Any] ?? []).compactMap { $0 as? String }
        digest = plist["NSStoreModelVersionHashesDigest"] as? String
        checksum = plist["NSStoreModelVersionChecksumKey"] as? String
        storeType = plist["NSStoreType"] as? String
        applicationKeys = plist.keys.filter { !Self.coreDataKeys.contains($0) }.sorted()
        guard !hashes.isEmpty || plist["NSStoreModelVersionHashes"] != nil else {
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

    private static func integer(_ value: Any?) -> Int? {
        if let number = value as? NSNumber {
            // `intValue` of 1e300 or NaN is Int.min on Linux: refuse what is not a whole number in range.
            let double = number.doubleValue
            guard double.isFinite, double.rounded() == double, abs(double) < 1e15 else { return nil }
            return number.intValue
        }
        if let text = value as? String { return Int(text) }
        return value as? Int
    }
}
