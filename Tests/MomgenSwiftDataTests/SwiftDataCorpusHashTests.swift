// The hash-equivalence proof over real models: for every model version in
// ../shared/corpus and every sample model, each entity SwiftData derives from
// the generated classes has the model's version hash, or every difference is
// explained by a loss SwiftData cannot avoid (or that only a newer deployment
// target avoids) — never by a declaration momgen could choose differently.
import Foundation
import MomgenCore
import MomgenModel
import MomgenReader
import MomgenSwiftData
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftDataCorpusHashTests: XCTestCase {
    /// Every version of every bundle, and every lone `.xcdatamodel`, under `root`.
    private func versions(under root: URL) throws -> [(label: String, model: ResolvedModel)] {
        var found: [(String, ResolvedModel)] = []
        let walker = FileManager.default.enumerator(atPath: root.path)
        var paths: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xcdatamodeld") || (relative.hasSuffix(".xcdatamodel") && !relative.contains(".xcdatamodeld/")) {
                paths.append(relative)
            }
        }
        for relative in paths.sorted() {
            let path = root.appendingPathComponent(relative).path
            let names = relative.hasSuffix(".xcdatamodeld") ? ModelLocator().versionFolders(in: path).map(Optional.some) : [nil]
            for name in names {
                guard let loaded = try? ModelLoader().load(path, version: name) else { continue }
                found.append(("\(relative) \(name ?? "")", loaded.resolved))
            }
        }
        return found
    }

    private func check(_ models: [(label: String, model: ResolvedModel)], target: SwiftDataTarget) -> (kept: Int, total: Int, unavoidable: Int, rules: [String: Int]) {
        var kept = 0, total = 0, unavoidable = 0
        var rules: [String: Int] = [:]
        for (label, model) in models {
            for verdict in SwiftDataStoreCompatibility.verdicts(for: model, target: target) {
                total += 1
                if verdict.keepsHash { kept += 1; continue }
                for difference in verdict.differences {
                    XCTAssertFalse(difference.losses.isEmpty, "\(label) \(verdict.entity): unexplained difference \(difference.property ?? "entity"): \(difference.change)")
                }
                for rule in Set(verdict.differences.flatMap(\.losses).map(\.ruleID)) { rules[rule, default: 0] += 1 }
                if verdict.isUnavoidable { unavoidable += 1 }
            }
        }
        return (kept, total, unavoidable, rules)
    }

    func testEveryCorpusEntityKeepsItsHashOrTheDifferenceIsUnavoidable() throws {
        let corpus = try TestRequirements.shared(for: "the SwiftData hash-equivalence proof")
        var models = try versions(under: corpus.appendingPathComponent("models"))
        models += try versions(under: TestPaths.repoRoot.appendingPathComponent("SampleModels"))
        XCTAssertGreaterThan(models.count, 100)
        let newest = check(models, target: SwiftDataTarget())
        XCTAssertEqual(newest.unavoidable, newest.total - newest.kept, "entities whose hash another declaration would keep")
        let iOS17 = check(models, target: SwiftDataTarget(allowsUniqueMacro: false, allowsInheritance: false))
        let optionalToOne = check(models, target: SwiftDataTarget(requiredToOne: .optional))
        XCTAssertLessThan(optionalToOne.kept, newest.kept, "declaring required to-ones `T?` must cost hashes")
        print("""
        swiftdata hash equivalence over \(models.count) model versions:
          newest systems, required to-one as `T`: \(newest.kept)/\(newest.total) entities keep their hash; losses \(newest.rules.sorted { $0.key < $1.key })
          iOS 17 (no #Unique, no inheritance):    \(iOS17.kept)/\(iOS17.total)
          required to-one as `T?`:                \(optionalToOne.kept)/\(optionalToOne.total)
        """)
    }

    func testEverySampleModelKeepsItsHashes() throws {
        let root = TestPaths.repoRoot.appendingPathComponent("SampleModels")
        for (label, model) in try versions(under: root) {
            for verdict in SwiftDataStoreCompatibility.verdicts(for: model) where !verdict.keepsHash {
                XCTAssertTrue(verdict.isUnavoidable, "\(label) \(verdict.entity): \(verdict.differences.map(\.change))")
            }
        }
    }
}
