// `momgen diff` for CI: changes that move no hash but move data are notes of
// their own; every format lists the blocking findings first; the run ends
// with one summary line.
import Foundation
import MomgenTestSupport
import MomgenVersions
import XCTest

final class DiffNotesAndOrderTests: XCTestCase {
    private func diff(_ old: String, _ new: String) throws -> ModelDiffResult {
        ModelDiff().diff(from: try ModelFixture.resolved(old, file: "Old/contents"), named: "Old",
                         to: try ModelFixture.resolved(new, file: "New/contents"), named: "New")
    }

    private static let oldModel = """
    <entity name="Author"><attribute name="name" optional="YES" attributeType="String"/><relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="author" inverseEntity="Book"/></entity>
    <entity name="Book"><attribute name="cover" optional="YES" attributeType="Transformable" valueTransformerName="OldTransformer"/><attribute name="pages" optional="YES" attributeType="String" elementID="pages"/><attribute name="title" optional="YES" attributeType="String"/><relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/></entity>
    """

    /// Delete rule, value transformer, renaming identifier added and removed.
    private static let notesOnly = """
    <entity name="Author"><attribute name="name" optional="YES" attributeType="String"/><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/></entity>
    <entity name="Book"><attribute name="cover" optional="YES" attributeType="Transformable" valueTransformerName="NewTransformer"/><attribute name="pages" optional="YES" attributeType="String"/><attribute name="title" optional="YES" attributeType="String" elementID="title"/><relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/></entity>
    """

    func testChangesThatMoveNoHashButMoveDataAreNotes() throws {
        let result = try diff(Self.oldModel, Self.notesOnly)
        XCTAssertFalse(result.migrationNeeded)
        XCTAssertEqual(Set(result.changes.map(\.kind)), [.relationshipDeleteRuleChanged, .attributeValueTransformerChanged, .renamingIdentifierChanged])
        XCTAssertEqual(result.changes.filter { $0.kind == .renamingIdentifierChanged }.map(\.property), ["pages", "title"])
        XCTAssertTrue(result.changes.allSatisfy { $0.group == .note && !$0.changesHash }, "\(result.changes)")
        let rule = try XCTUnwrap(result.changes.first { $0.kind == .relationshipDeleteRuleChanged })
        XCTAssertTrue(rule.reason.contains("Cascade to Nullify") && rule.reason.contains("orphans"), rule.reason)
    }

    /// momc and Core Data read the constant's name as the secure transformer
    /// itself: the two spellings are one transformer, so no note.
    func testTheSecureTransformersTwoSpellingsAreNoChange() throws {
        let constantName = Self.oldModel.replacingOccurrences(of: "OldTransformer", with: "NSSecureUnarchiveFromDataTransformerName")
        let className = Self.oldModel.replacingOccurrences(of: "OldTransformer", with: "NSSecureUnarchiveFromData")
        XCTAssertEqual(try diff(constantName, className).changes.map(\.kind), [])
        XCTAssertEqual(try diff(constantName, Self.oldModel).changes.map(\.kind), [.attributeValueTransformerChanged])
    }

    /// Not inferable, then data at risk, then inferred, then notes, whatever
    /// the order of the model: in the result, in JSON, in every reporter.
    func testEveryFormatListsBlockingFindingsFirstAndEndsWithASummary() throws {
        let new = """
        <entity name="Author"><attribute name="name" optional="YES" attributeType="String"/><attribute name="born" optional="YES" attributeType="Date"/><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/></entity>
        <entity name="Book"><attribute name="cover" optional="YES" attributeType="Transformable" valueTransformerName="OldTransformer"/><attribute name="pages" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/><relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/></entity>
        """
        let result = try diff(Self.oldModel, new)
        let groups = result.changes.map(\.group)
        XCTAssertEqual(groups, groups.sorted(), "\(result.changes.map(\.kind))")
        XCTAssertEqual(Set(groups), Set(ModelChange.Group.allCases))

        let bundle = try Self.bundle(old: Self.oldModel, new: new)
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let order = ["migration-not-inferable", "migration-data-at-risk", "migration-needed", "migration-note"]
        for format in ["xcode", "github", "json", "sarif", "junit"] {
            let run = try MomgenProcess.run(["diff", bundle.path, "--format", format])
            XCTAssertEqual(run.status, 0, run.stderr)
            let stderrLines = run.stderr.split(separator: "\n")
            XCTAssertEqual(stderrLines.last.map(String.init),
                           "momgen diff: 1 step, 1 needs a mapping model: 'Model' → 'Model 2' needs a mapping model (1 not inferable, 1 data at risk, 1 inferred, 2 notes)", format)
            if format == "json" {
                let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
                let kinds = (json["changes"] as? [[String: Any]] ?? []).compactMap { $0["kind"] as? String }
                XCTAssertEqual(kinds.first, "attribute-type-changed", "\(kinds)")
                XCTAssertEqual(Array(kinds.suffix(2)).sorted(), ["relationship-delete-rule-changed", "renaming-identifier-changed"], "\(kinds)")
                continue
            }
            // Rule ids in the order they first appear in the findings (SARIF's
            // results; JUnit groups findings by file, so it is checked for the summary only).
            if format == "junit" { continue }
            var findings = run.stdout
            if format == "sarif", let results = run.stdout.range(of: "\"results\"") { findings = String(run.stdout[results.lowerBound...]) }
            let positions = order.compactMap { id in findings.range(of: id).map { (id, $0.lowerBound) } }
            XCTAssertEqual(positions.count, 4, "\(format): \(run.stdout)")
            XCTAssertEqual(positions.sorted { $0.1 < $1.1 }.map { $0.0 }, order, format)
        }
    }

    /// In a CI log (stdout and stderr in one stream) the summary is the last line.
    func testTheSummaryEndsACombinedLog() throws {
        let bundle = try Self.bundle(old: Self.oldModel, new: Self.notesOnly)
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" diff \"$1\" --format github 2>&1", MomgenProcess.executable.path, bundle.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let lines = output.split(separator: "\n")
        XCTAssertGreaterThan(lines.count, 1, output)
        XCTAssertTrue(lines.last?.hasPrefix("momgen diff: 1 step, none needs a mapping model") ?? false, output)
    }

    /// `--from A --to B` reads and hashes only A and B: another version
    /// that cannot even be read does not stop it (and the default pair, the
    /// current version and the one before, likewise).
    func testOnlyTheTwoVersionsComparedAreRead() throws {
        let bundle = try Self.bundle(old: Self.oldModel, new: Self.notesOnly)
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let broken = bundle.appendingPathComponent("Model 3.xcdatamodel")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("<model><entity name=".utf8).write(to: broken.appendingPathComponent("contents"))
        for arguments in [["--from", "Model", "--to", "Model 2"], []] {
            let run = try MomgenProcess.run(["diff", bundle.path, "--format", "json"] + arguments)
            XCTAssertEqual(run.status, 0, "\(arguments): \(run.stderr)")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            XCTAssertEqual(json["from"] as? String, "Model")
        }
        let unknown = try MomgenProcess.run(["diff", bundle.path, "--from", "Nope"])
        XCTAssertEqual(unknown.status, 2, unknown.stderr)
        XCTAssertTrue(unknown.stderr.contains("has no version 'Nope'; its versions are 'Model', 'Model 2', 'Model 3'"), unknown.stderr)
        XCTAssertEqual(try MomgenProcess.run(["diff", bundle.path, "--from", "Model 3"]).status, 3, "the broken version is read when asked for")
    }

    /// `Model.xcdatamodeld` with versions `Model` (old) and `Model 2` (new, current).
    static func bundle(old: String, new: String) throws -> URL {
        let bundle = TestPaths.temporaryFolder("diff-order").appendingPathComponent("Model.xcdatamodeld")
        for (name, body) in [("Model", old), ("Model 2", new)] {
            let folder = bundle.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            \(body)
            </model>
            """.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        }
        try CurrentVersionFile.write("Model 2.xcdatamodel", to: bundle)
        return bundle
    }
}
