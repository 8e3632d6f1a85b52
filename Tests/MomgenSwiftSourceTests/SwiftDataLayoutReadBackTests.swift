// The swiftdata layout's output, read back as SwiftData code: every schema
// the plan writes, read by the Swift-source reader (which derives entities
// from the classes as SwiftData does, walking `models` through typealiases
// and every relationship), has exactly the entity hashes the plan computed
// for it, and momgen's own plan checks find nothing in it: no class missing
// or added by a relationship walk, no duplicate checksum, no released schema
// naming a live or later class. This is what makes sharing an unchanged class
// between schemas safe to write: a share that pulled another schema's copy
// of an entity in, or changed a hash, fails here.
import Foundation
import MomgenCore
import MomgenDiagnostics
import MomgenModel
import MomgenSwift
import MomgenSwiftData
import MomgenSwiftSource
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftDataLayoutReadBackTests: XCTestCase {
    /// What reading one bundle's output back found.
    struct ReadBack {
        var schemas = 0
        var copied = 0
        var shared = 0
        var lines = 0
        var problems: [String] = []
    }

    /// The findings of the reader and the plan checks that would mean the
    /// output is not the plan: a class a schema lacks or gains, a checksum
    /// twice, a released schema whose class can still change.
    static let planRules: Set<String> = ["swift-source-unknown-model", "swift-source-unlisted-model", "swiftdata-duplicate-checksum",
                                         "swiftdata-schema-lists-live-class", "swiftdata-stage-outside-schemas", "swiftdata-plan-order",
                                         "swiftdata-schema-entity-two-classes", "swiftdata-stage-foreign-model", "swiftdata-lightweight-not-inferable",
                                         "swiftdata-lightweight-run-jump"]

    static func readBack(_ bundle: String, copyEveryClass: Bool = false) throws -> ReadBack {
        let loaded = try ModelLoader().load(bundle)
        var request = GenerateRequest(output: "/nonexistent")
        request.layout = .swiftdata
        request.swiftDataCopiesEveryClass = copyEveryClass
        let outputs = try GenerationJob(request: request).outputs(for: loaded)
        let files = outputs.filter { $0.path.hasSuffix(".swift") }.map { SwiftSourceFile(path: $0.path, text: $0.contents) }
        let planning = try SwiftDataVersionPlanner(target: SwiftDataTarget()).plan(for: loaded, modelName: ModelName.of(loaded.source))
        let model = try SwiftSourceReader().read(files)
        var result = ReadBack()
        result.lines = files.reduce(0) { $0 + $1.text.split(separator: "\n", omittingEmptySubsequences: false).count }
        result.copied = files.reduce(0) { count, file in count + file.text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "@Model" }.count }
        result.shared = files.reduce(0) { count, file in
            count + file.text.split(separator: "\n").filter { $0.contains("typealias") && $0.contains("SchemaV") && $0.hasPrefix("    ") }.count
        }
        let plan = planning.plan
        for schema in plan.schemas {
            let name = plan.naming.schemaName(schema.version.number)
            result.schemas += 1
            guard let version = model.version(named: name) else {
                result.problems.append("\(name): not read back")
                continue
            }
            let hashes = ModelVersionHashes(Resolver().resolve(version.model)).base64ByEntity
            if hashes != schema.version.entityHashes {
                let differing = Set(hashes.keys).union(schema.version.entityHashes.keys).filter { hashes[$0] != schema.version.entityHashes[$0] }
                result.problems.append("\(name): entity hashes differ for \(differing.sorted())")
            }
        }
        if model.versions.contains(where: \.isLive) { result.problems.append("a live class outside every schema") }
        for finding in model.findings + SwiftPlanChecks().check(model) where planRules.contains(finding.ruleID) {
            result.problems.append("\(finding.location): \(finding.ruleID): \(finding.message)")
        }
        return result
    }

    func testGardenSharesTheClassesThatDidNotChangeAndKeepsEveryHash() throws {
        let garden = TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Garden.xcdatamodeld").path
        let shared = try Self.readBack(garden)
        XCTAssertEqual(shared.problems, [])
        XCTAssertEqual(shared.schemas, 4)
        // V2 shares Bed, Plant and Tag with V1 (Tag's Swatch with it); V3 shares
        // Tag (V1) and Note (V2), not Bed, which reaches the changed Plant.
        XCTAssertEqual(shared.shared, 3 + 1 + 2 + 1)
        XCTAssertEqual(shared.copied, 4 + 1 + 2 + 4)
        let copies = try Self.readBack(garden, copyEveryClass: true)
        XCTAssertEqual(copies.problems, [])
        XCTAssertEqual(copies.copied, 16)
        XCTAssertEqual(copies.shared, 0)
    }

    func testSampleModelsReadBackAsTheirPlans() throws {
        for name in TestPaths.sampleModelNames {
            XCTAssertEqual(try Self.readBack(TestPaths.sampleModel(name)).problems, [], name)
        }
        XCTAssertEqual(try Self.readBack(TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Shelf.xcdatamodeld").path).problems, [])
    }

    /// Every versioned bundle of `../shared` (and of `MOMGEN_READBACK_BUNDLES`):
    /// prints, per bundle, the schemas, the classes written and shared, the lines.
    func testVersionedRealBundlesReadBackAsTheirPlans() throws {
        _ = try TestRequirements.shared(for: "reading the swiftdata layout of real versioned bundles back")
        let bundles = Self.versionedBundles()
        XCTAssertFalse(bundles.isEmpty)
        var problems: [String] = []
        for bundle in bundles {
            let result = try Self.readBack(bundle)
            print("read back \(bundle.replacingOccurrences(of: TestPaths.shared.path + "/", with: "")): \(result.schemas) schemas, \(result.copied) classes written, \(result.shared) shared, \(result.lines) lines")
            problems += result.problems.prefix(3).map { "\((bundle as NSString).lastPathComponent): \($0)" }
        }
        XCTAssertEqual(problems, [])
    }

    /// The multi-version bundles of the corpus, `swiftdata/moves`,
    /// `swiftdata/cases` and `TestPaths.gatheredBundles`.
    static func versionedBundles() -> [String] {
        let roots = ["corpus", "swiftdata/moves", "swiftdata/cases"].map { TestPaths.shared.appendingPathComponent($0) }
        return TestPaths.multiVersionBundles(under: roots + [TestPaths.gatheredBundles].compactMap { $0 })
    }
}
