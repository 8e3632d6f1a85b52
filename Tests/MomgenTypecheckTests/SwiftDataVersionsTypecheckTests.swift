// The swiftdata layout's output for models with several versions — every
// schema enum, the frozen classes of old schemas, the live classes and the
// migration plan — type-checks against the SwiftData stand-in: the sample
// models, the Shelf fixture (merged versions, a custom stage), Garden (old
// schemas naming an earlier schema's unchanged classes and composites),
// Codes (a split run) and every versioned bundle in ../shared/corpus.
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftDataVersionsTypecheckTests: XCTestCase {
    /// `momgen generate MODEL --layout swiftdata` into a new folder: its Swift files.
    private static func generate(_ model: String, into folder: URL) throws -> (files: [URL], status: Int32, stderr: String) {
        let result = try MomgenProcess.run(["generate", model, "--layout", "swiftdata", "--output", folder.path, "--force"])
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return (names.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0) }, result.status, result.stderr)
    }

    /// The compiler's errors for `model`'s output, or why nothing was generated.
    private static func errors(_ model: String) throws -> (schemas: Int, errors: [String]) {
        let folder = TestPaths.temporaryFolder("sd-versions-typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        let (files, status, stderr) = try generate(model, into: folder)
        guard status == 0, !files.isEmpty else { return (0, ["generate exited \(status): \(stderr)"]) }
        let schemas = files.filter { $0.lastPathComponent.range(of: #"SchemaV[0-9]+\.swift$"#, options: .regularExpression) != nil }.count
        let diagnostics = try SwiftDataStandIn.typecheck(files: files)
        return (schemas, diagnostics.errors.map { "\($0.sourceLocation): \($0.message)" })
    }

    func testSampleModelsAndShelf() throws {
        let models = TestPaths.sampleModelNames.map(TestPaths.sampleModel)
            + ["Shelf", "Garden", "Codes"].map { TestPaths.testsFolder("MomgenSwiftTests/Fixtures/\($0).xcdatamodeld").path }
        let outcomes = ConcurrentChecks.map(models) { try Self.errors($0) }
        for (model, outcome) in zip(models, outcomes) {
            let (schemas, errors) = try outcome.get()
            XCTAssertGreaterThan(schemas, 0, model)
            XCTAssertEqual(errors, [], model)
        }
    }

    /// Every bundle of the corpus with more than one version (and of the
    /// folder `MOMGEN_READBACK_BUNDLES` names); prints how many versions (and
    /// schemas) type-check.
    func testVersionedCorpusBundles() throws {
        let corpus = try TestRequirements.shared(for: "type-checking the corpus's versioned bundles")
        let bundles = TestPaths.sharedModelVersions.compactMap { path -> String? in
            let bundle = (path as NSString).deletingLastPathComponent
            return bundle.hasSuffix(".xcdatamodeld") && bundle.hasPrefix(corpus.path) ? bundle : nil
        }
        var versionCount: [String: Int] = [:]
        for bundle in bundles { versionCount[bundle, default: 0] += 1 }
        // Bundles gathered for a measurement.
        for path in TestPaths.multiVersionBundles(under: [TestPaths.gatheredBundles].compactMap { $0 }) {
            versionCount[path] = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".xcdatamodel") }.count
        }
        let versioned = versionCount.filter { $0.value > 1 }.keys.sorted()
        XCTAssertFalse(versioned.isEmpty)
        var passedVersions = 0, totalVersions = 0, passedSchemas = 0, totalSchemas = 0
        var failures: [String] = []
        let outcomes = ConcurrentChecks.map(versioned) { try Self.errors($0) }
        for (bundle, outcome) in zip(versioned, outcomes) {
            let (schemas, errors) = try outcome.get()
            totalVersions += versionCount[bundle] ?? 0
            totalSchemas += schemas
            if errors.isEmpty {
                passedVersions += versionCount[bundle] ?? 0
                passedSchemas += schemas
            } else {
                failures.append("\((bundle as NSString).lastPathComponent): \(errors.prefix(3).joined(separator: "; "))")
            }
        }
        print("swiftdata versions type-check: \(versioned.count - failures.count) of \(versioned.count) versioned bundles, \(passedVersions) of \(totalVersions) versions (\(passedSchemas) of \(totalSchemas) schemas)")
        XCTAssertEqual(failures, [])
    }
}
