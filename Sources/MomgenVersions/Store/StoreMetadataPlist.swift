// The keys of a store's metadata plist that momgen uses, decoded with
// momgen's bounded reader: only Core Data's own keys are followed, so
// whatever an application stored under its own keys (a plist bomb, a set) is
// never decoded — only its key is listed.
import Foundation
import MomgenPlist

/// Core Data's keys in a `Z_METADATA.Z_PLIST`, decoded one by one.
struct StoreMetadataPlist {
    var keys: [String] = []
    var frameworkVersion: Int?
    var hashesVersion: Int?
    var entityHashes: [String: [UInt8]] = [:]
    var hasEntityHashes = false
    var versionIdentifiers: [String] = []
    var digest: String?
    var checksum: String?
    var storeType: String?

    init(bytes: [UInt8]) throws {
        guard bytes.starts(with: Array("bplist".utf8)) else {
            self = try StoreMetadataPlist(xml: bytes)
            return
        }
        let plist = try BinaryPlist(bytes)
        guard let entries = try plist.stringKeyedEntries(plist.topObject) else {
            throw PlistError("the top object is not a dictionary")
        }
        for (key, value) in entries {
            keys.append(key)
            switch key {
            case "NSPersistenceFrameworkVersion": frameworkVersion = try Self.integer(plist, value)
            case "NSStoreModelVersionHashesVersion": hashesVersion = try Self.integer(plist, value)
            case "NSStoreModelVersionHashesDigest": digest = try plist.string(value)
            case "NSStoreModelVersionChecksumKey": checksum = try plist.string(value)
            case "NSStoreType": storeType = try plist.string(value)
            case "NSStoreModelVersionIdentifiers":
                if case let .array(members) = try plist.object(value) {
                    versionIdentifiers = try members.compactMap { try plist.string($0) }
                }
            case "NSStoreModelVersionHashes":
                guard let hashes = try plist.stringKeyedEntries(value) else { continue }
                hasEntityHashes = true
                for (entity, hash) in hashes {
                    if case let .data(bytes) = try plist.object(hash) { entityHashes[entity] = bytes }
                }
            default:
                continue
            }
        }
    }

    /// Core Data writes binary plists only; an XML one (hand-edited
    /// metadata) is read with Foundation, which is safe there: XML plists
    /// have no shared references and no sets.
    private init(xml bytes: [UInt8]) throws {
        guard bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "<") else {
            throw PlistError("not a binary property list (no bplist header)")
        }
        let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        guard let dictionary = value as? [String: Any] else { throw PlistError("not a readable XML property list") }
        keys = Array(dictionary.keys)
        frameworkVersion = (dictionary["NSPersistenceFrameworkVersion"] as? NSNumber).flatMap { Int(exactly: $0.doubleValue) }
        hashesVersion = (dictionary["NSStoreModelVersionHashesVersion"] as? NSNumber).flatMap { Int(exactly: $0.doubleValue) }
        if let hashes = dictionary["NSStoreModelVersionHashes"] as? [String: Any] {
            hasEntityHashes = true
            for (entity, value) in hashes { if let data = value as? Data { entityHashes[entity] = [UInt8](data) } }
        }
        versionIdentifiers = (dictionary["NSStoreModelVersionIdentifiers"] as? [Any] ?? []).compactMap { $0 as? String }
        digest = dictionary["NSStoreModelVersionHashesDigest"] as? String
        checksum = dictionary["NSStoreModelVersionChecksumKey"] as? String
        storeType = dictionary["NSStoreType"] as? String
    }

    /// An integer, or a whole number written as a real or a string.
    private static func integer(_ plist: BinaryPlist, _ index: Int) throws -> Int? {
        switch try plist.object(index) {
        case let .integer(number): return Int(exactly: number)
        case let .real(number): return number.isFinite && abs(number) < 9e15 ? Int(number) : nil
        case let .string(text): return Int(text)
        default: return nil
        }
    }
}
