// The reader's hashes against what SwiftData itself wrote, read by path from
// ../shared/swiftdata (skipped with one line without it): dashpay-snapshot's
// hashes.json (17 entity hashes of a real store) and the Z_METADATA of two
// stores written by the sources beside them. A third of the cases was set
// aside before any tuning and is counted separately (hold-out). Whatever
// the counts, no hash marked exact may differ from SwiftData's.
import Foundation
import MomgenModel
import MomgenSwiftSource
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftSourceEvidenceTests: XCTestCase {
    /// Set aside before tuning: every third of hashes.json's entities in name order.
    static let dashpayHoldOut: Set<String> = [
        "PersistentAccount", "PersistentDashpayIgnoredSender", "PersistentIdentity",
        "PersistentPlatformAddress", "PersistentShieldedOutgoingNote", "PersistentTransaction",
    ]

    /// Compares `hashes` with `expected` (name → base64); returns (equal, compared) per set.
    /// Entities whose store was written by another revision of the class
    /// than the sources beside it (docs/swiftdata.md: cartkit's cache lacks
    /// CartModel.sessionId and promotionKindsJSON), so no reading can match.
    static let writtenByAnotherRevision: Set<String> = ["CartModel"]

    private func compare(_ hashes: ModelVersionHashes, _ expected: [String: String], holdOut: Set<String>, case name: String)
        -> (tuned: (Int, Int), holdOut: (Int, Int)) {
        var tuned = (0, 0), held = (0, 0)
        for (entity, hash) in expected.sorted(by: { $0.key < $1.key }) {
            let ours = hashes.entity(named: entity)
            let equal = ours?.base64 == hash
            if holdOut.contains(entity) { held = (held.0 + (equal ? 1 : 0), held.1 + 1) } else { tuned = (tuned.0 + (equal ? 1 : 0), tuned.1 + 1) }
            if let ours, ours.isExact, !Self.writtenByAnotherRevision.contains(entity) {
                XCTAssertEqual(ours.base64, hash, "\(name): \(entity) is marked exact but differs from SwiftData's hash")
            }
            if !equal { print("\(name): \(entity) differs\(ours?.isExact == false ? " (marked not exact: \(ours!.inexactReasons.joined(separator: "; ")))" : "")") }
        }
        print("\(name): \(tuned.0) of \(tuned.1) tuned entities equal, \(held.0) of \(held.1) hold-out entities equal")
        return (tuned, held)
    }

    private static func base64(hex: String) -> String {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            bytes.append(UInt8(hex[index ..< next], radix: 16) ?? 0)
            index = next
        }
        return Data(bytes).base64EncodedString()
    }

    func testDashpaySnapshotHashesEqualTheStores() throws {
        let folder = try TestRequirements.shared("swiftdata/sources/dashpay-snapshot", for: "SwiftData's entity hashes of dashpay's schema")
        let model = try SwiftSourceReader().read([folder.appendingPathComponent("sources").path])
        let version = try XCTUnwrap(model.version(named: "DashSchemaSnapshotV1"))
        XCTAssertEqual(version.model.entities.count, 34)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("hashes.json"))) as? [String: Any]
        let hex = try XCTUnwrap(json?["entity_hashes"] as? [String: String])
        let result = compare(SwiftSourceFixture.hashes(version), hex.mapValues(Self.base64(hex:)), holdOut: Self.dashpayHoldOut, case: "dashpay-snapshot")
        XCTAssertEqual(result.tuned.0, result.tuned.1, "every tuned entity's hash")
        XCTAssertGreaterThanOrEqual(result.holdOut.0, Self.dashpayHoldOutFloor)
    }

    /// The hold-out figure measured once, after tuning (a regression floor).
    static let dashpayHoldOutFloor = 6

    /// Reads a store's Z_METADATA from a private copy.
    private func metadata(_ store: URL) throws -> StoreMetadata {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-sdstore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        let folder = store.deletingLastPathComponent()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            try FileManager.default.copyItem(at: folder.appendingPathComponent(name), to: copy.appendingPathComponent(name))
        }
        return try StoreMetadata.read(path: copy.appendingPathComponent(store.lastPathComponent).path)
    }

    private func storeCase(_ name: String, store: String, holdOut: Bool) throws -> (equal: Int, compared: Int, checksum: Bool) {
        let folder = try TestRequirements.shared("swiftdata/stores/\(name)", for: "the hashes of a store SwiftData wrote")
        let metadata = try self.metadata(folder.appendingPathComponent("store/\(store)"))
        var paths = [folder.appendingPathComponent("models").path]
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("support").path) {
            paths.append(folder.appendingPathComponent("support").path)
        }
        let model = try SwiftSourceReader().read(paths)
        let version = try XCTUnwrap(model.versions.first { $0.versionIdentifier == metadata.versionIdentifiers.first } ?? model.current)
        let hashes = SwiftSourceFixture.hashes(version)
        let result = compare(hashes, metadata.entityHashes, holdOut: holdOut ? Set(metadata.entityHashes.keys) : [], case: name)
        let counts = holdOut ? result.holdOut : result.tuned
        print("\(name): checksum \(hashes.checksum == metadata.checksum ? "equal" : "differs") (\(version.name))")
        return (counts.0, counts.1, hashes.checksum == metadata.checksum)
    }

    func testMetacocktailsStoreHashesAndChecksum() throws {
        // Cocktail.historicSpec is an enum without a raw type, whose
        // derivation is not established: that entity is marked not exact
        // (checked in `compare`), so the checksum is not claimed either.
        let result = try storeCase("metacocktails-preloaded", store: "PreloadedCocktails.store", holdOut: false)
        XCTAssertEqual(result.compared, 4)
        XCTAssertGreaterThanOrEqual(result.equal, 3)
    }

    /// Hold-out: set aside before tuning. CartModel's store was written by an
    /// earlier revision of the class (docs/swiftdata.md), so it cannot match.
    func testCartkitStoreHashesHoldOut() throws {
        let result = try storeCase("cartkit-v1", store: "CartKitSwiftData_v1.sqlite", holdOut: true)
        XCTAssertEqual(result.compared, 3)
        XCTAssertGreaterThanOrEqual(result.equal, 2, "CartItemModel and CartItemModifierModel")
    }
}
