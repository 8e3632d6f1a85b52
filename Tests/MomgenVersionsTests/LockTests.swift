// The version lock: an in-place edit of a locked version fails lint with the
// error, a hash-neutral edit (userInfo, class name) passes, a deleted locked
// version fails, the step from the last locked version to the current one is
// checked (warning, error with --strict), and `momgen lock` refuses to
// re-lock an edited version.
import Foundation
import MomgenTestSupport
import XCTest

final class LockTests: XCTestCase {
    private var folder: URL!
    private var bundle: URL { folder.appendingPathComponent("Journal.xcdatamodeld") }
    private var lockFile: URL { folder.appendingPathComponent("Journal.momgen-lock.json") }
    private var firstVersion: URL { bundle.appendingPathComponent("Journal.xcdatamodel/contents") }

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("lock")
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("Journal"), toPath: bundle.path)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    private func lint(_ extra: [String] = []) throws -> ProcessResult {
        try MomgenProcess.run(["lint", bundle.path, "--quiet"] + extra)
    }

    private func edit(_ file: URL, _ from: String, _ to: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(from), "fixture changed: \(from)")
        try text.replacingOccurrences(of: from, with: to).write(to: file, atomically: true, encoding: .utf8)
    }

    func testLockWritesEveryVersionAndACleanBundlePasses() throws {
        let locked = try MomgenProcess.run(["lock", bundle.path, "--all"])
        XCTAssertEqual(locked.status, 0, locked.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: lockFile)) as? [String: Any])
        XCTAssertEqual(json["format"] as? String, "momgen-version-lock")
        let versions = try XCTUnwrap(json["versions"] as? [[String: Any]])
        XCTAssertEqual(versions.map { $0["name"] as? String }, ["Journal", "Journal 2"])
        let result = try lint()
        XCTAssertFalse(result.stdout.contains("locked-version"), result.stdout)
        // Locking again changes nothing.
        let before = try Data(contentsOf: lockFile)
        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path, "--all"]).status, 0)
        XCTAssertEqual(try Data(contentsOf: lockFile), before)
    }

    func testAnInPlaceEditOfALockedVersionIsAnError() throws {
        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path, "--all"]).status, 0)
        try edit(firstVersion, #"<attribute name="body" optional="YES" attributeType="String"/>"#,
                 #"<attribute name="body" attributeType="String"/>"#)
        let result = try lint()
        XCTAssertEqual(result.status, 1, result.stdout + result.stderr)
        let line = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains("[locked-version-changed]") }, result.stdout)
        XCTAssertTrue(line.contains("error: released version 'Journal' was edited in place"), String(line))
        XCTAssertTrue(line.contains("attribute `body` changed"), String(line))
        XCTAssertTrue(line.hasPrefix(firstVersion.path + ":"), String(line))
        // Re-locking the edited version is refused without --force.
        let relock = try MomgenProcess.run(["lock", bundle.path, "--version", "Journal"])
        XCTAssertEqual(relock.status, 2, relock.stderr)
        XCTAssertTrue(relock.stderr.contains("edited after it was locked"), relock.stderr)
    }

    func testAHashNeutralEditOfALockedVersionPasses() throws {
        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path, "--all"]).status, 0)
        try edit(firstVersion, #"representedClassName="Entry""#, #"representedClassName="JournalEntry""#)
        try edit(firstVersion, #"<attribute name="body" optional="YES" attributeType="String"/>"#,
                 #"<attribute name="body" optional="YES" attributeType="String"><userInfo><entry key="note" value="x"/></userInfo></attribute>"#)
        let result = try lint()
        XCTAssertFalse(result.stdout.contains("locked-version"), result.stdout)
    }

    func testADeletedLockedVersionIsAnError() throws {
        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path, "--all"]).status, 0)
        try FileManager.default.removeItem(at: bundle.appendingPathComponent("Journal.xcdatamodel"))
        let result = try lint()
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("error: released version 'Journal' (locked in \(lockFile.path)) is missing from the bundle [locked-version-missing]"), result.stdout)
    }

    func testTheStepFromTheLastLockedVersionIsChecked() throws {
        // Only the first version shipped: the step to 'Journal 2' adds a
        // required attribute with no default, which is not inferable.
        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path, "--version", "Journal"]).status, 0)
        let plain = try lint()
        XCTAssertTrue(plain.stdout.contains("warning: Entry.id: required attribute `id` added with no default value"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("[migration-not-inferable]"))
        let strict = try lint(["--strict"])
        XCTAssertEqual(strict.status, 1)
        // Once the current version is locked too, there is no step left to check.
        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path]).status, 0)
        XCTAssertFalse(try lint().stdout.contains("migration-not-inferable"))
    }

    func testAMomgenDisableEntrySuppressesAStepFinding() throws {
        XCTAssertEqual(try MomgenProcess.run(["lock", bundle.path, "--version", "Journal"]).status, 0)
        let second = bundle.appendingPathComponent("Journal 2.xcdatamodel/contents")
        let text = try String(contentsOf: second, encoding: .utf8)
        let attribute = try XCTUnwrap(text.range(of: #"<attribute name="id"[^>]*/>"#, options: .regularExpression), text)
        let element = String(text[attribute])
        try text.replacingOccurrences(of: element, with: element.dropLast(2) + #"><userInfo><entry key="momgen.disable" value="migration-not-inferable"/></userInfo></attribute>"#)
            .write(to: second, atomically: true, encoding: .utf8)
        let result = try lint()
        XCTAssertFalse(result.stdout.contains("Entry.id: required attribute"), result.stdout)
    }

    func testAMalformedLockIsUnreadable() throws {
        try Data("{\"format\": \"something else\"}".utf8).write(to: lockFile)
        let result = try lint()
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue((result.stdout + result.stderr).contains("not a momgen version lock"), result.stdout + result.stderr)
    }
}
