// The plan over real multi-version bundles (../shared/corpus and
// ../shared/swiftdata): no plan holds two schemas with equal SwiftData
// checksums, and every version's stores get a verdict. Prints, per bundle,
// the figures issue 40 asks for: schemas and duplicate checksums when
// grouped by Core Data's hashes (before) and by SwiftData's (after), and the
// versions whose Core Data stores no schema opens, and the runs of
// lightweight stages split because SwiftData's one jump over them would be
// wrong (with the planning time: the jumps are diffed). Every third bundle (by
// sorted path, from the first) is held out of any tuning and printed apart.
import Foundation
import MomgenCore
import MomgenSwiftData
import MomgenTestSupport
import XCTest

final class SwiftDataPlanCorpusTests: XCTestCase {
    /// Every bundle with two or more versions under the shared folders (and
    /// the folder `MOMGEN_READBACK_BUNDLES` names).
    private func bundles() -> [String] {
        let roots = ["corpus", "swiftdata"].map { TestPaths.shared.appendingPathComponent($0) }
        return TestPaths.multiVersionBundles(under: roots + [TestPaths.gatheredBundles].compactMap { $0 })
    }

    func testNoPlanHoldsTwoEqualChecksumsAndEveryVersionHasAStoreVerdict() throws {
        let paths = bundles()
        try XCTSkipIf(paths.isEmpty, "no multi-version bundles in ../shared")
        for (index, path) in paths.enumerated() {
            guard let loaded = try? ModelLoader().load(path) else { continue }
            let started = Date()
            let planning = try SwiftDataVersionPlanner().plan(for: loaded, modelName: "M")
            let elapsed = Date().timeIntervalSince(started)
            let checksums = planning.plan.schemas.map { SwiftDataVersionHashes(model: $0.model).swiftData.checksum }
            XCTAssertEqual(Set(checksums).count, checksums.count, path)
            let versions = planning.plan.schemas.reduce(0) { $0 + $1.version.versionNames.count }
            XCTAssertEqual(planning.stores.count, versions, path)
            // Before: consecutive versions with equal Core Data hashes merged, nothing else.
            let all = try ModelVersionsLoader().load(path).versions
            let planned = Array(all.prefix { $0.name != loaded.source.versionName }) + all.filter { $0.name == loaded.source.versionName }
            let before = Self.consecutiveRuns(planned.map(\.hashes.base64ByEntity)).map { planned[$0.last!] }
            let beforeClasses = before.map { SwiftDataVersionHashes(model: $0.loaded.resolved).swiftData }
            let beforeOpen = planned.filter { version in beforeClasses.contains { $0.base64ByEntity == version.hashes.base64ByEntity } }.count
            let unmatched = planning.stores.filter { $0.schema == nil }.count
            let lossy = planning.notes.filter { $0.ruleID == "swiftdata-lossy-stage" }.count
            // Every run of lightweight stages is one jump SwiftData makes: split where it is wrong.
            let lightweight = planning.plan.stages.filter { $0.kind == .lightweight }.count
            let splits = planning.plan.stages.filter { $0.runBreak != nil }.count
            XCTAssertEqual(planning.notes.filter { $0.ruleID == "swiftdata-lightweight-run-split" }.count, splits, path)
            let label = index % 3 == 0 ? "held-out" : "tuning"
            print("plan-figures \(label) \(path.replacingOccurrences(of: TestPaths.shared.path + "/", with: "")): versions \(versions); "
                + "schemas \(before.count) → \(planning.plan.schemas.count); duplicate checksums \(before.count - Set(beforeClasses.map(\.checksum)).count) → 0; "
                + "versions whose stores open \(beforeOpen) → \(versions - unmatched) of \(versions); lossy lightweight stages warned \(lossy); "
                + "lightweight runs split \(splits) (lightweight stages left \(lightweight)); planned in \(Int(elapsed * 1000)) ms")
        }
    }

    /// The old grouping: runs of consecutive equal hash maps, as indices.
    private static func consecutiveRuns(_ hashes: [[String: String]]) -> [[Int]] {
        var runs: [[Int]] = []
        for index in hashes.indices {
            if let last = runs.last?.last, hashes[last] == hashes[index] { runs[runs.count - 1].append(index) } else { runs.append([index]) }
        }
        return runs
    }
}
