// `momgen generate SOURCES --freeze-as NAME --output FOLDER` end to end:
// the file is written once, read back by lint and versions with the live
// checksum, never rewritten or written over a file in the way, and
// `--dry-run` writes nothing.
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftFreezeCommandTests: XCTestCase {
    private var folder: URL!
    private var models: String { folder.appendingPathComponent("Models").path }

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("momgen-freeze-command")
        let sources = folder.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (name, text) in SwiftFreezeFixture.liveFiles {
            try Data(text.utf8).write(to: sources.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testFreezeWritesOnceAndReadsBackWithTheLiveChecksum() throws {
        let dry = try MomgenProcess.run(["generate", models, "--freeze-as", "V1", "--output", models, "--dry-run"])
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(dry.stdout, "create \(models)/V1.swift\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: models + "/V1.swift"))

        let run = try MomgenProcess.run(["generate", models, "--freeze-as", "V1", "--output", models])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "create \(models)/V1.swift\n")
        XCTAssertTrue(run.stderr.contains("note: froze 2 live classes (Note, Tag) as the new schema V1, version 1.0.0"), run.stderr)
        XCTAssertTrue(run.stderr.contains("every entity hash as before the freeze"), run.stderr)
        XCTAssertTrue(run.stderr.contains("still shared with the live code, so an edit to one changes V1's checksum: Place"), run.stderr)

        let versions = try MomgenProcess.run(["versions", models])
        XCTAssertEqual(versions.status, 0, versions.stderr)
        let checksums = versions.stdout.split(separator: "\n").filter { $0.contains("checksum") }
        XCTAssertEqual(checksums.count, 2, versions.stdout)
        XCTAssertEqual(Set(checksums.map { $0.split(separator: " ").last.map(String.init) ?? "" }).count, 1, "V1 and Live: one checksum\n\(versions.stdout)")

        // A second run finds V1 frozen already: nothing is rewritten.
        let before = try Data(contentsOf: URL(fileURLWithPath: models + "/V1.swift"))
        let again = try MomgenProcess.run(["generate", models, "--freeze-as", "V1", "--output", models])
        XCTAssertNotEqual(again.status, 0)
        XCTAssertTrue(again.stderr.contains("its own frozen copy already"), again.stderr)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: models + "/V1.swift")), before)
    }

    func testAFileInTheWayIsNeverReplaced() throws {
        let elsewhere = folder.appendingPathComponent("Frozen")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let mine = elsewhere.appendingPathComponent("V1.swift")
        try Data("// mine\n".utf8).write(to: mine)
        let run = try MomgenProcess.run(["generate", models, "--freeze-as", "V1", "--output", elsewhere.path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("the file exists, and a frozen schema is written once and never replaced"), run.stderr)
        XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        XCTAssertEqual(try String(contentsOf: mine, encoding: .utf8), "// mine\n")
    }

    func testFreezeTakesSwiftSourcesOnly() throws {
        let run = try MomgenProcess.run(["generate", TestPaths.sampleModel(TestPaths.sampleModelNames[0]), "--freeze-as", "V1", "--output", folder.path])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("--freeze-as reads SwiftData code"), run.stderr)
        let stray = try MomgenProcess.run(["generate", models, "--freeze-version", "2", "--output", folder.path])
        XCTAssertNotEqual(stray.status, 0)
        XCTAssertTrue(stray.stderr.contains("--freeze-version is an option of --freeze-as"), stray.stderr)
    }

    func testFreezingAnOlderSchemaWithoutALockWarnsThatTheLiveClassesMayHaveMoved() throws {
        // KMReader-542: V1 and V2 listed live classes; two had changed since
        // V1 shipped, which no source file shows. Only the lock or history can.
        for version in [1, 2] {
            try Data(SwiftFreezeFixture.v1.replacingOccurrences(of: "V1", with: "V\(version)")
                .replacingOccurrences(of: "(1, 0, 0)", with: "(\(version), 0, 0)").utf8)
                .write(to: URL(fileURLWithPath: models + "/V\(version).swift"))
        }
        let unlocked = try MomgenProcess.run(["generate", models, "--freeze-as", "V1", "--output", folder.path + "/a", "--dry-run"])
        XCTAssertEqual(unlocked.status, 0, unlocked.stderr)
        XCTAssertTrue(unlocked.stderr.contains("warning: V1 is not the newest schema and no lock records it"), unlocked.stderr)
        let newest = try MomgenProcess.run(["generate", models, "--freeze-as", "V2", "--output", folder.path + "/a", "--dry-run"])
        XCTAssertFalse(newest.stderr.contains("warning:"), newest.stderr)

        XCTAssertEqual(try MomgenProcess.run(["lock", models, "--all"]).status, 0)
        let locked = try MomgenProcess.run(["generate", models, "--freeze-as", "V1", "--output", folder.path + "/a", "--dry-run"])
        XCTAssertEqual(locked.status, 0, locked.stderr)
        XCTAssertFalse(locked.stderr.contains("warning:"), "the proof checked V1 against the lock: \(locked.stderr)")
    }
}
