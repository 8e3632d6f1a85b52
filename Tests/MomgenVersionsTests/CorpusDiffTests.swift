// `momgen diff` between every pair of consecutive versions of every
// multi-version bundle in ../shared/corpus: it runs, equal hashes mean no
// migration, and every change's line holds the element it names.
import Foundation
import MomgenTestSupport
import XCTest

final class CorpusDiffTests: XCTestCase {
    func testEveryConsecutivePairDiffsWithLocationsInTheXML() throws {
        let corpus = try TestRequirements.shared(for: "diffing consecutive versions of the corpus bundles")
        let models = corpus.appendingPathComponent("models")
        var pairs = 0
        for slug in try FileManager.default.contentsOfDirectory(atPath: models.path).sorted() {
            let folder = models.appendingPathComponent(slug)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".xcdatamodeld") {
                let bundle = folder.appendingPathComponent(name).path
                let listing = try MomgenProcess.run(["versions", bundle, "--format", "json"])
                let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [String: Any], slug)
                let versions = try XCTUnwrap(json["versions"] as? [[String: Any]])
                for index in versions.indices.dropFirst() {
                    pairs += 1
                    let from = versions[index - 1]["name"] as? String ?? "", to = versions[index]["name"] as? String ?? ""
                    let run = try MomgenProcess.run(["diff", bundle, "--from", from, "--to", to, "--format", "json"])
                    XCTAssertTrue(run.status == 0 || run.status == 1, "\(slug) \(from) → \(to): \(run.stderr)")
                    let diff = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(slug): \(run.stdout)")
                    let sameHashes = (versions[index - 1]["entityHashes"] as? [String: String]) == (versions[index]["entityHashes"] as? [String: String])
                    XCTAssertEqual(diff["migrationNeeded"] as? Bool, !sameHashes, "\(slug) \(from) → \(to)")
                    let changes = diff["changes"] as? [[String: Any]] ?? []
                    if sameHashes {
                        XCTAssertTrue(changes.allSatisfy { $0["changesHash"] as? Bool == false }, "\(slug) \(from) → \(to): \(changes)")
                    } else {
                        XCTAssertFalse(changes.isEmpty, "\(slug) \(from) → \(to): hashes differ but no change is listed")
                    }
                    try assertLocations(changes, label: "\(slug) \(from) → \(to)")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(pairs, 10)
    }

    /// Each change's file and line hold the element it names: the property's
    /// `name="…"`, or for an entity-level change the entity's.
    private func assertLocations(_ changes: [[String: Any]], label: String) throws {
        var lines: [String: [Substring]] = [:]
        for change in changes {
            let file = try XCTUnwrap(change["file"] as? String), line = try XCTUnwrap(change["line"] as? Int)
            if lines[file] == nil { lines[file] = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) }
            let text = try XCTUnwrap(lines[file]).indices.contains(line - 1) ? String(lines[file]![line - 1]) : ""
            let name = change["property"] as? String ?? change["entity"] as? String ?? ""
            XCTAssertTrue(text.contains("name=\"\(name)\""), "\(label): line \(line) of \(file) is `\(text)`, expected \(name) (\(change["kind"] ?? ""))")
        }
    }
}
