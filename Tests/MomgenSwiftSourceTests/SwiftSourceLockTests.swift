// `momgen lock` records SwiftData schemas as released, and `lint` fails when
// a locked schema's hashes change — the root cause of error 134504 — at the
// Swift declaration of the entity that changed, in that entity's own file
// (a schema's entities and the live classes are declared across files).
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftSourceLockTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-swiftsource-lock-\(UUID().uuidString)")
        let sources = folder.appendingPathComponent("Models")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("""
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
        }
        """.utf8).write(to: sources.appendingPathComponent("V1.swift"))
        try write(note: "var title: String")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var sources: String { folder.appendingPathComponent("Models").path }

    private func write(note properties: String) throws {
        try Data("""
        import SwiftData

        @Model final class Note {
            \(properties)
            init() { title = "" }
        }
        """.utf8).write(to: folder.appendingPathComponent("Models/Note.swift"))
    }

    func testLintFailsWhenALockedSchemaChangesAtTheEntitysOwnFile() throws {
        let lock = try MomgenProcess.run(["lock", sources, "--all"])
        XCTAssertEqual(lock.status, 0, lock.stderr)
        XCTAssertTrue(lock.stdout.contains("locked 'V1' (checksum "), lock.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Models.momgen-lock.json").path))
        let clean = try MomgenProcess.run(["lint", sources])
        XCTAssertFalse(clean.stderr.contains("locked-version-changed"), clean.stderr)

        // V1 lists the live Note, so editing Note changes V1's checksum too.
        try write(note: "var title: String\n    var stars: Int = 0")
        let edited = try MomgenProcess.run(["lint", sources])
        XCTAssertNotEqual(edited.status, 0)
        let changed = edited.stdout.split(separator: "\n").filter { $0.contains("[locked-version-changed]") }
        XCTAssertEqual(changed.count, 2, edited.stdout)
        for line in changed {
            XCTAssertTrue(line.contains("Models/Note.swift:3:1: error:"), "at Note's declaration in its own file: \(line)")
            XCTAssertTrue(line.contains("entity Note: attribute `stars` added"), String(line))
        }
    }
}
