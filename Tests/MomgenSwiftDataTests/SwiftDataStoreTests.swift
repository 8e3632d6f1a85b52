// The stores SwiftData wrote (../shared/swiftdata/stores): momgen's own hash
// of each store's model cache gives the store's Z_METADATA hashes (composite
// attributes included), and momgen's derivation applied to that cached model
// — the classes momgen would generate from it, read back as SwiftData reads
// them — reproduces the same hashes.
import Foundation
import MomgenCore
import MomgenSwiftData
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftDataStoreTests: XCTestCase {
    /// Every store file of `../shared/swiftdata/stores/*/store/`, copied to a
    /// temporary folder (opening a store can checkpoint its WAL).
    private func storeCopies() throws -> [(name: String, path: String)] {
        let root = try TestRequirements.shared("swiftdata/stores", for: "stores written by SwiftData")
        var copies: [(String, String)] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let folder = root.appendingPathComponent(name).appendingPathComponent("store")
            guard let files = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            let copy = TestPaths.temporaryFolder("swiftdata-store")
            addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
            for file in files {
                try Data(contentsOf: folder.appendingPathComponent(file)).write(to: copy.appendingPathComponent(file))
            }
            let main = try XCTUnwrap(files.first { $0.hasSuffix(".sqlite") || $0.hasSuffix(".store") }, name)
            copies.append((name, copy.appendingPathComponent(main).path))
        }
        return copies
    }

    func testModelCacheHashesAreTheStoresMetadataHashes() throws {
        var entities = 0
        for (name, path) in try storeCopies() {
            let metadata = try StoreMetadata.read(path: path)
            let hashes = ModelVersionHashes(try ModelLoader().load(path).resolved)
            XCTAssertEqual(hashes.base64ByEntity, metadata.entityHashes, name)
            XCTAssertTrue(hashes.isExact, "\(name): \(hashes.entities.flatMap(\.inexactReasons))")
            entities += hashes.entities.count
        }
        XCTAssertGreaterThanOrEqual(entities, 7)
    }

    func testDerivationFromTheCachedModelReproducesTheStoresHashes() throws {
        var entities = 0
        for (name, path) in try storeCopies() {
            let metadata = try StoreMetadata.read(path: path)
            let model = try ModelLoader().load(path).resolved
            let verdicts = SwiftDataStoreCompatibility.verdicts(for: model, target: SwiftDataTarget(allowsUniqueMacro: true))
            XCTAssertEqual(verdicts.count, metadata.entityHashes.count, name)
            for verdict in verdicts {
                XCTAssertEqual(verdict.derivedHash, metadata.entityHashes[verdict.entity], "\(name) \(verdict.entity): \(verdict.differences.map(\.change))")
                entities += 1
            }
        }
        XCTAssertGreaterThanOrEqual(entities, 7)
    }
}

extension SwiftDataStoreTests {
    /// `decompile` writes the composites it decoded as `<composite>`
    /// elements, and the written model hashes as the store does.
    func testDecompiledStoreKeepsItsCompositesAndHashes() throws {
        for (name, path) in try storeCopies() {
            let output = TestPaths.temporaryFolder("swiftdata-decompile")
            defer { try? FileManager.default.removeItem(at: output) }
            let run = try MomgenProcess.run(["decompile", path, "--output", output.path])
            XCTAssertEqual(run.status, 0, "\(name): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("members are not decoded"), name)
            let written = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: output.path).first { $0.hasSuffix(".xcdatamodel") }, name)
            let hashes = ModelVersionHashes(try ModelLoader().load(output.appendingPathComponent(written).path).resolved)
            XCTAssertEqual(hashes.base64ByEntity, try StoreMetadata.read(path: path).entityHashes, name)
        }
    }
}
