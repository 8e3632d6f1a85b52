// The version hashes of real models against what Apple's software wrote for
// them: every store in ../shared/ddl-pairs (its Z_METADATA hashes, digest and
// checksum, decoded in metadata.json) and every momc-compiled bundle in
// ../shared/momc-pairs (its VersionInfo.plist).
import Foundation
import MomgenCore
import MomgenReader
import MomgenTestSupport
import MomgenVersions
import XCTest

final class RealHashesTests: XCTestCase {
    /// Exactly one version of each pair's bundle reproduces its store's hashes,
    /// and it is the version the pairs' README names.
    func testEveryDDLPairStoreIsReproducedByExactlyItsVersion() throws {
        try TestRequirements.shared("ddl-pairs", for: "checking version hashes against real stores")
        let pairs = try DDLPair.all()
        XCTAssertGreaterThanOrEqual(pairs.count, 10)
        var entitiesChecked = 0
        for pair in pairs {
            let stored = try StoredMetadata(pair.metadataJSON)
            let versions = ModelLocator().versionFolders(in: pair.bundle)
            var matching: [String] = []
            for version in versions {
                let hashes = ModelVersionHashes(try ModelLoader().load(pair.bundle, version: version).resolved)
                if hashes.base64ByEntity == stored.hashes { matching.append(version) }
                guard version == pair.version else { continue }
                XCTAssertEqual(hashes.base64ByEntity, stored.hashes, pair.slug)
                entitiesChecked += hashes.entities.count
                if let digest = stored.digest { XCTAssertEqual(hashes.digest, digest, "\(pair.slug) digest") }
                if let checksum = stored.checksum { XCTAssertEqual(hashes.checksum, checksum, "\(pair.slug) checksum") }
            }
            XCTAssertEqual(matching, [pair.version], "\(pair.slug): the versions reproducing the store")
        }
        XCTAssertGreaterThanOrEqual(entitiesChecked, 13)
    }

    func testEveryMomcBundleIsReproduced() throws {
        let root = try TestRequirements.shared("momc-pairs", for: "checking version hashes against momc's VersionInfo.plist")
        let slugs = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { !$0.contains(".") }.sorted()
        XCTAssertEqual(slugs.count, 3)
        for slug in slugs {
            let folder = root.appendingPathComponent(slug)
            let info = try VersionInfo(folder.appendingPathComponent("VersionInfo.plist"))
            let model = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".xcdatamodel") })
            let name = String(model.dropLast(".xcdatamodel".count))
            let hashes = ModelVersionHashes(try ModelLoader().load(folder.appendingPathComponent(model).path).resolved)
            XCTAssertEqual(hashes.base64ByEntity, info.hashes[name], slug)
            XCTAssertEqual(hashes.checksum, info.checksums[name], slug)
        }
    }
}

/// The hashes a store recorded, from a pair's metadata.json.
struct StoredMetadata {
    var hashes: [String: String]
    var digest: String?
    var checksum: String?
    var frameworkVersion: Int

    init(_ url: URL) throws {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let plist = json?["plist"] as? [String: Any] ?? [:]
        hashes = plist["NSStoreModelVersionHashes"] as? [String: String] ?? [:]
        digest = plist["NSStoreModelVersionHashesDigest"] as? String
        checksum = plist["NSStoreModelVersionChecksumKey"] as? String
        frameworkVersion = (plist["NSPersistenceFrameworkVersion"] as? NSNumber)?.intValue ?? 0
    }
}

/// A momc `VersionInfo.plist`, read with Foundation (binary plist).
struct VersionInfo {
    var currentVersion: String?
    var hashes: [String: [String: String]]
    var checksums: [String: String]

    init(_ url: URL) throws {
        try self.init(data: Data(contentsOf: url))
    }

    init(data: Data) throws {
        let plist = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] ?? [:]
        currentVersion = plist["NSManagedObjectModel_CurrentVersionName"] as? String
        let raw = plist["NSManagedObjectModel_VersionHashes"] as? [String: [String: Data]] ?? [:]
        hashes = raw.mapValues { $0.mapValues { $0.base64EncodedString() } }
        checksums = plist["NSManagedObjectModel_VersionChecksums"] as? [String: String] ?? [:]
    }
}
