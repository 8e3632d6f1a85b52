// The commands that take MODEL take SwiftData code too: `versions` prints
// every schema's entity hashes and checksum, `dump` the current schema, and
// a file that is not Swift is one error line and a failing exit status.
import Foundation
import MomgenSwiftSource
import MomgenTestSupport
import XCTest

final class SwiftSourceCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-swiftsource-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("""
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
            @Model final class Note {
                var title: String
                init() { title = "" }
            }
        }
        """.utf8).write(to: folder.appendingPathComponent("V1.swift"))
        try Data("""
        import SwiftData
        @Model final class Note {
            var title: String
            var stars: UInt8 = 0
            init() { title = "" }
        }
        """.utf8).write(to: folder.appendingPathComponent("Note.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testVersionsPrintsEverySchemasHashesAndChecksum() throws {
        let result = try MomgenProcess.run(["versions", folder.path, "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let model = try SwiftSourceReader().read([folder.path])
        for version in model.versions {
            let hashes = SwiftSourceFixture.hashes(version)
            XCTAssertTrue(result.stdout.contains(hashes.checksum), "\(version.name)'s checksum is printed")
            for entity in hashes.entities {
                XCTAssertTrue(result.stdout.contains(entity.base64), "\(version.name).\(entity.name)'s hash is printed")
            }
        }
        let text = try MomgenProcess.run(["versions", folder.path])
        XCTAssertTrue(text.stdout.contains("V1") && text.stdout.contains("Live"), text.stdout)
    }

    func testDumpReadsTheCurrentSchemaAndANamedOne() throws {
        let live = try MomgenProcess.run(["dump", folder.path, "--format", "text"])
        XCTAssertEqual(live.status, 0, live.stderr)
        XCTAssertTrue(live.stdout.contains("stars"), live.stdout)
        let old = try MomgenProcess.run(["dump", folder.path, "--model-version", "V1", "--format", "text"])
        XCTAssertEqual(old.status, 0, old.stderr)
        XCTAssertFalse(old.stdout.contains("stars"), old.stdout)
        let file = try MomgenProcess.run(["dump", folder.appendingPathComponent("Note.swift").path, "--format", "text"])
        XCTAssertEqual(file.status, 0, file.stderr)
    }

    func testAFileThatIsNotSwiftIsOneErrorLine() throws {
        let bad = folder.appendingPathComponent("Bad.swift")
        try Data("@Model final class {\n".utf8).write(to: bad)
        let result = try MomgenProcess.run(["dump", bad.path])
        XCTAssertNotEqual(result.status, 0)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("Bad.swift:1:"), result.stderr)
    }
}
