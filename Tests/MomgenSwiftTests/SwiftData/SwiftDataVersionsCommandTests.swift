// `momgen generate --layout swiftdata` on a bundle with several versions as a
// whole process: a second run writes nothing and --check passes; editing an
// old version rewrites that version's frozen schema (the generation stamp and
// the render cache never keep it stale); adding a version renames the current
// schema in every live class; --prune removes a schema that is gone; every
// run's files equal a run into an empty folder.
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftDataVersionsCommandTests: XCTestCase {
    var work: URL!

    override func setUpWithError() throws {
        work = TestPaths.temporaryFolder("sd-versions")
        let bundle = work.appendingPathComponent("Shelf.xcdatamodeld")
        try FileManager.default.copyItem(atPath: SwiftDataVersionPlannerTests.shelfPath, toPath: bundle.path)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: work)
    }

    var bundle: String { work.appendingPathComponent("Shelf.xcdatamodeld").path }

    private func generate(_ output: String, _ extra: [String] = []) throws -> ProcessResult {
        try MomgenProcess.run(["generate", bundle, "--layout", "swiftdata", "--output", output] + extra)
    }

    /// The folder's Swift files by name.
    private func files(_ folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            result[name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        return result
    }

    /// A run into an empty folder, for comparison.
    private func fresh() throws -> [String: String] {
        let folder = TestPaths.temporaryFolder("sd-fresh").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try generate(folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try files(folder)
    }

    private func edit(_ version: String, _ change: (String) -> String) throws {
        let path = bundle + "/\(version).xcdatamodel/contents"
        try change(try String(contentsOfFile: path, encoding: .utf8)).write(toFile: path, atomically: true, encoding: .utf8)
    }

    func testSecondRunWritesNothingAndCheckPasses() throws {
        let out = work.appendingPathComponent("out").path
        let first = try generate(out)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stdout.split(separator: "\n").count, 6, first.stdout)
        // The custom stage and the merged versions are said, at the model.
        XCTAssertTrue(first.stderr.contains("Shelf 4.xcdatamodel/contents:"), first.stderr)
        XCTAssertTrue(first.stderr.contains("[swiftdata-custom-stage]"), first.stderr)
        XCTAssertTrue(first.stderr.contains("[swiftdata-merged-versions]"), first.stderr)
        let second = try generate(out)
        XCTAssertEqual(second.stdout, "")
        XCTAssertTrue(second.stderr.contains("[swiftdata-custom-stage]"), "an up-to-date run says it again: \(second.stderr)")
        XCTAssertEqual(try generate(out, ["--check"]).status, 0)
        let dry = try generate(out, ["--dry-run"])
        XCTAssertTrue(dry.stdout.contains("ShelfMigrationPlan.swift"), dry.stdout)
        XCTAssertTrue(dry.stderr.contains("[swiftdata-custom-stage]"), dry.stderr)
    }

    func testEditingAnOldVersionRewritesItsFrozenSchema() throws {
        let out = work.appendingPathComponent("out").path
        XCTAssertEqual(try generate(out).status, 0)
        try edit("Shelf") { $0.replacingOccurrences(of: "<attribute name=\"title\"", with: "<attribute name=\"isbn\" optional=\"YES\" attributeType=\"String\"/>\n        <attribute name=\"title\"") }
        let check = try generate(out, ["--check"])
        XCTAssertEqual(check.status, 1)
        // The frozen V1 gains `isbn`; the plan's first stage now says V2 drops it.
        let expected = "update \(out)/ShelfMigrationPlan.swift\nupdate \(out)/ShelfSchemaV1.swift\n"
        XCTAssertEqual(check.stdout, expected)
        let run = try generate(out)
        XCTAssertEqual(run.stdout, expected)
        XCTAssertTrue(try files(out)["ShelfMigrationPlan.swift"]?.contains("Book.isbn: attribute `isbn` removed") == true)
        XCTAssertTrue(try files(out)["ShelfSchemaV1.swift"]?.contains("var isbn: String?") == true)
        XCTAssertEqual(try files(out), try fresh())
    }

    func testAddingAVersionRenamesTheCurrentSchemaEverywhere() throws {
        let out = work.appendingPathComponent("out").path
        XCTAssertEqual(try generate(out).status, 0)
        // 'Shelf 5' adds an entity and becomes current.
        let five = bundle + "/Shelf 5.xcdatamodel"
        try FileManager.default.createDirectory(atPath: five, withIntermediateDirectories: true)
        let four = try String(contentsOfFile: bundle + "/Shelf 4.xcdatamodel/contents", encoding: .utf8)
        try four.replacingOccurrences(of: "</model>", with: "    <entity name=\"Shelf\" representedClassName=\"Shelf\" syncable=\"YES\">\n        <attribute name=\"label\" optional=\"YES\" attributeType=\"String\"/>\n    </entity>\n</model>")
            .write(toFile: five + "/contents", atomically: true, encoding: .utf8)
        let current = bundle + "/.xccurrentversion"
        try String(contentsOfFile: current, encoding: .utf8).replacingOccurrences(of: "Shelf 4.xcdatamodel", with: "Shelf 5.xcdatamodel")
            .write(toFile: current, atomically: true, encoding: .utf8)
        let run = try generate(out, ["--prune"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let written = try files(out)
        XCTAssertTrue(written["Book.swift"]?.contains("extension ShelfSchemaV4 {") == true, written["Book.swift"] ?? "")
        XCTAssertTrue(written["ShelfSchemaV3.swift"]?.contains("final class Book") == true, "V3 is frozen now")
        XCTAssertEqual(written, try fresh())
        // Back to 'Shelf 4' as current: V4 is gone, and --prune removes it.
        try String(contentsOfFile: current, encoding: .utf8).replacingOccurrences(of: "Shelf 5.xcdatamodel", with: "Shelf 4.xcdatamodel")
            .write(toFile: current, atomically: true, encoding: .utf8)
        let back = try generate(out, ["--prune"])
        XCTAssertEqual(back.status, 0, back.stderr)
        XCTAssertTrue(back.stdout.contains("ShelfSchemaV4.swift"), back.stdout)
        XCTAssertTrue(back.stdout.contains("Shelf.swift"), back.stdout)
        XCTAssertEqual(try files(out), try fresh())
    }
}
