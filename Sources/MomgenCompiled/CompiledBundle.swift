// A `.momd` bundle: one `.mom` per version, and `VersionInfo.plist` naming
// the current version (`NSManagedObjectModel_CurrentVersionName`) and the
// entity hashes momc computed for each version
// (`NSManagedObjectModel_VersionHashes`: version → entity → 32 bytes).
import Foundation
import MomgenDiagnostics
import MomgenModel
import MomgenPlist

/// The versions of a compiled bundle and what its `VersionInfo.plist` says.
public struct CompiledBundle: Sendable {
    public let path: String
    /// Version names (the `.mom` files without extension), in natural order
    /// (a listing: the order they shipped in is MomgenCore's `VersionOrdering`).
    public let versions: [String]
    /// The current version, from `VersionInfo.plist` (or the only version).
    public let current: String?
    /// `NSManagedObjectModel_VersionHashes`: version → entity → hash bytes.
    public let versionHashes: [String: [String: [UInt8]]]
    /// Versions the bundle holds only as `.omo` (the optimized format, which
    /// momgen does not read), in natural order.
    public let optimizedOnlyVersions: [String]
    /// The version `VersionInfo.plist` names current when the bundle holds
    /// it only as `.omo`: then `current` is nil, and a command that needs
    /// the current version must say why instead of guessing.
    public var currentIsOptimizedOnly: String? {
        guard current == nil, let named = namedCurrent, optimizedOnlyVersions.contains(named) else { return nil }
        return named
    }
    /// What `VersionInfo.plist` names current, whatever the bundle holds.
    let namedCurrent: String?

    /// Lists the bundle at `path` and reads its `VersionInfo.plist`.
    public init(path: String, limits: CompiledLimits = .standard) throws {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        self.path = trimmed
        let location = SourceLocation(file: trimmed)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
        let moms = names.filter { $0.hasSuffix(".mom") }.map { String($0.dropLast(4)) }
        guard !moms.isEmpty else {
            if names.contains(where: { $0.hasSuffix(".omo") }) {
                throw MomgenError.unreadableInput(location, "the bundle holds only .omo files (the optimized format), which momgen does not read; its .mom files are needed")
            }
            throw MomgenError.unreadableInput(location, "the bundle holds no .mom version")
        }
        guard moms.count <= limits.maximumVersions else {
            throw MomgenError.unreadableInput(location, "the bundle holds \(moms.count) versions, more than \(limits.maximumVersions)")
        }
        let versions = moms.sorted(by: NaturalOrder.precedes)
        self.versions = versions
        let omos = Set(names.filter { $0.hasSuffix(".omo") }.map { String($0.dropLast(4)) })
        let optimized = omos.subtracting(moms).sorted(by: NaturalOrder.precedes)
        optimizedOnlyVersions = optimized
        var current: String?
        var hashes: [String: [String: [UInt8]]] = [:]
        let infoPath = trimmed + "/VersionInfo.plist"
        if FileManager.default.fileExists(atPath: infoPath) {
            let bytes = try CompiledFileBytes.read(infoPath, limit: limits.maximumFileSize)
            do {
                (current, hashes) = try Self.versionInfo(bytes, versions: versions, limits: limits)
            } catch let error as PlistError {
                throw MomgenError.unreadableInput(SourceLocation(file: infoPath), "not a readable VersionInfo.plist: \(error.message)")
            }
        }
        namedCurrent = current
        if current.map({ !versions.contains($0) }) ?? true {
            // The only .mom is current unless VersionInfo.plist names another
            // version the bundle holds as .omo only.
            let namesOptimized = current.map { optimized.contains($0) } ?? false
            current = versions.count == 1 && !namesOptimized ? versions[0] : nil
        }
        self.current = current
        versionHashes = hashes
    }

    /// The current version and the hashes of `versions` that a
    /// `VersionInfo.plist` (binary or XML) holds.
    public static func versionInfo(_ bytes: [UInt8], versions: [String], limits: CompiledLimits = .standard) throws -> (String?, [String: [String: [UInt8]]]) {
        bytes.starts(with: Array("bplist".utf8))
            ? try binaryInfo(bytes, versions: Set(versions), limits: limits) : try xmlInfo(bytes)
    }

    /// momc's binary `VersionInfo.plist`, read with the bounded reader. Only
    /// the versions the bundle holds are read, each entity table once however
    /// many versions share it, and every entry and byte read is charged to a
    /// budget (issue 34 item 5: 20,000 versions sharing one 20,000-entity
    /// table were 400 million look-ups).
    private static func binaryInfo(_ bytes: [UInt8], versions: Set<String>, limits: CompiledLimits) throws -> (String?, [String: [String: [UInt8]]]) {
        let plist = try BinaryPlist(bytes, limits: limits.plist)
        var current: String?
        var hashes: [String: [String: [UInt8]]] = [:]
        let cost = ArchiveCost(limit: limits.plist.maximumArchiveCost)
        guard let top = try plist.stringKeyedEntries(plist.topObject, cost: cost) else {
            throw PlistError("the top object is not a dictionary")
        }
        if let name = top.last(where: { $0.key == "NSManagedObjectModel_CurrentVersionName" })?.value {
            current = try plist.string(name)
        }
        if let table = top.last(where: { $0.key == "NSManagedObjectModel_VersionHashes" })?.value,
           let byVersion = try plist.stringKeyedEntries(table, cost: cost) {
            var decoded: [Int: [String: [UInt8]]] = [:]
            for (version, entities) in byVersion where versions.contains(version) {
                if let known = decoded[entities] {
                    hashes[version] = known
                    continue
                }
                var entityHashes: [String: [UInt8]] = [:]
                for (entity, value) in try plist.stringKeyedEntries(entities, cost: cost) ?? [] {
                    if case let .data(bytes) = try plist.object(value) {
                        try cost.spend(bytes.count)
                        entityHashes[entity] = bytes
                    }
                }
                decoded[entities] = entityHashes
                hashes[version] = entityHashes
            }
        }
        return (current, hashes)
    }

    /// An XML `VersionInfo.plist` (other model compilers, e.g. GNUstep's,
    /// write one), read with Foundation: XML has no shared references or sets.
    private static func xmlInfo(_ bytes: [UInt8]) throws -> (String?, [String: [String: [UInt8]]]) {
        guard let value = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil),
              let dictionary = value as? [String: Any]
        else { throw PlistError("neither a binary nor an XML property list") }
        var hashes: [String: [String: [UInt8]]] = [:]
        for (version, entities) in dictionary["NSManagedObjectModel_VersionHashes"] as? [String: Any] ?? [:] {
            var entityHashes: [String: [UInt8]] = [:]
            for (entity, hash) in entities as? [String: Any] ?? [:] {
                if let data = hash as? Data { entityHashes[entity] = [UInt8](data) }
            }
            hashes[version] = entityHashes
        }
        return (dictionary["NSManagedObjectModel_CurrentVersionName"] as? String, hashes)
    }

    /// One line on why the current version cannot be read when the bundle
    /// holds it only as `.omo`; nil otherwise.
    public var optimizedCurrentProblem: String? {
        currentIsOptimizedOnly.map {
            "VersionInfo.plist names '\($0)' the current version, but the bundle holds it only as \($0).omo (the optimized format), which momgen does not read; its .mom is needed"
        }
    }

    /// The `.mom` file of version `name`.
    public func momPath(_ name: String) -> String { path + "/" + name + ".mom" }

}
