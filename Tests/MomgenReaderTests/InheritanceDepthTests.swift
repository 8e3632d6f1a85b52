// The reader refuses inheritance deeper than `ReaderLimits.maximumInheritanceDepth`
// with one `path:line:col: error:` at the first entity that is too deep, and
// accepts a chain exactly at the limit, cycles and missing parents included.
import Foundation
import MomgenDiagnostics
import MomgenReader
import XCTest

final class InheritanceDepthTests: XCTestCase {
    /// A model whose entities are listed one per line from line 3, so entity
    /// `i` of `entities` is on line `3 + i`.
    private func document(_ entities: [(name: String, parent: String?)]) -> String {
        let lines = entities.map { entity in
            "<entity name=\"\(entity.name)\"" + (entity.parent.map { " parentEntity=\"\($0)\"" } ?? "") + "/>"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\">\n"
            + lines.joined(separator: "\n") + "\n</model>\n"
    }

    /// `count` entities `L0`…, each the parent of the next.
    private func chain(_ count: Int, prefix: String = "L") -> [(name: String, parent: String?)] {
        (0..<count).map { ("\(prefix)\($0)", $0 == 0 ? nil : "\(prefix)\($0 - 1)") }
    }

    private func decode(_ text: String, limit: Int = 100) throws {
        _ = try ModelReader(limits: ReaderLimits(maximumInheritanceDepth: limit)).decode(Array(text.utf8), path: "Deep.xcdatamodel/contents")
    }

    private func message(_ text: String, limit: Int = 100) -> String? {
        do {
            try decode(text, limit: limit)
            return nil
        } catch {
            return (error as? MomgenError)?.description ?? "unexpected error: \(error)"
        }
    }

    func testTheStandardLimitIsOneHundredAncestors() {
        XCTAssertEqual(ReaderLimits.standard.maximumInheritanceDepth, 100)
        // L100 has 100 ancestors: accepted; L101 has 101: refused.
        XCTAssertNil(message(document(chain(101))))
        XCTAssertEqual(message(document(chain(102))),
                       "Deep.xcdatamodel/contents:104:1: error: entity 'L101' has more than 100 ancestors; momgen reads inheritance up to 100 levels deep (real models stay under 10)")
    }

    func testTheFirstTooDeepEntityInModelOrderIsNamed() {
        // Deepest first in the file: the walk starts at L9 and finds it too deep.
        let reversed = Array(chain(10).reversed())
        XCTAssertEqual(message(document(reversed), limit: 3),
                       "Deep.xcdatamodel/contents:3:1: error: entity 'L9' has more than 3 ancestors; momgen reads inheritance up to 3 levels deep (real models stay under 10)")
        // Shallow first: L4 is the first entity with 4 ancestors, measured
        // from depths already known.
        XCTAssertEqual(message(document(chain(10)), limit: 3)?.hasPrefix("Deep.xcdatamodel/contents:7:1: error: entity 'L4' has more than 3 ancestors"), true)
    }

    func testBranchesAreMeasuredFromTheirOwnRoot() {
        // Two chains of 4 share nothing; a third chain hangs off the second's
        // leaf and is 4 + 3 deep.
        let entities = chain(4, prefix: "A") + chain(4, prefix: "B") + [("C0", "B3"), ("C1", "C0"), ("C2", "C1")]
        XCTAssertNil(message(document(entities), limit: 6))
        XCTAssertEqual(message(document(entities), limit: 5)?.hasPrefix("Deep.xcdatamodel/contents:13:1: error: entity 'C2'"), true)
    }

    func testCyclesAndMissingParentsEndAChain() {
        // A cycle (reported by the resolver, not here) with a short tail, and
        // a missing parent: neither loops nor counts as depth.
        let entities: [(name: String, parent: String?)] = [("X", "Y"), ("Y", "Z"), ("Z", "X"), ("T1", "X"), ("T2", "T1"), ("M", "Nowhere")]
        XCTAssertNil(message(document(entities), limit: 2))
        XCTAssertEqual(message(document(entities), limit: 1)?.hasPrefix("Deep.xcdatamodel/contents:7:1: error: entity 'T2'"), true)
        XCTAssertNil(message(document([("S", "S")]), limit: 0))
    }

    func testDuplicateNamesResolveToTheFirstEntity() {
        // The second `P` has a parent, but children of `P` hang off the first.
        let entities: [(name: String, parent: String?)] = [("P", nil), ("Q", nil), ("P", "Q"), ("C", "P")]
        XCTAssertNil(message(document(entities), limit: 1))
    }
}
