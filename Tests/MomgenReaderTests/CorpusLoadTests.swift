// Every model version in ../shared/corpus and ../shared/ddl-pairs loads with
// no reader error. CI has ../shared; a bare clone without it fails loudly.
import MomgenCore
import MomgenDiagnostics
import MomgenReader
import MomgenTestSupport
import XCTest

final class CorpusLoadTests: XCTestCase {
    func testEveryCorpusModelVersionLoads() throws {
        try TestRequirements.shared(for: "loading every real-world corpus model")
        let versions = TestPaths.sharedModelVersions
        XCTAssertGreaterThanOrEqual(versions.count, 100, "expected about a hundred corpus versions plus the ddl pairs")
        var failures: [String] = []
        for version in versions {
            do {
                let loaded = try ModelLoader().load(version)
                XCTAssertEqual(loaded.resolved.entities.count, loaded.declared.entities.count)
            } catch {
                failures.append("\(version): \(error)")
            }
        }
        XCTAssertEqual(failures, [], "every corpus model must load")
    }

    func testEveryCorpusBundleLoadsItsCurrentVersionOrExplainsWhy() throws {
        try TestRequirements.shared(for: "loading every real-world corpus bundle")
        let root = TestPaths.shared.appendingPathComponent("corpus/models")
        let slugs = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        var bundles = 0
        for slug in slugs {
            let folder = root.appendingPathComponent(slug)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".xcdatamodeld") {
                bundles += 1
                let path = folder.appendingPathComponent(name).path
                do {
                    _ = try ModelLoader().load(path)
                } catch let error as MomgenError {
                    // The only acceptable failure: several versions and no .xccurrentversion.
                    guard case let .usage(message) = error, message.contains("--model-version") else {
                        XCTFail("\(path): \(error)")
                        continue
                    }
                }
            }
        }
        XCTAssertGreaterThan(bundles, 30)
    }
}
