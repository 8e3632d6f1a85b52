// A list of `.swift` files is one SwiftData model: a schema and the classes
// it lists sit in different files, so `versions`, `dump` and `lint` read the
// files they are given together; a bundle among them is refused with one
// line; and no output of a command replaces one of the sources.
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftSourceFileListTests: XCTestCase {
    private var folder: URL!
    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("momgen-swiftsource-list")
        try Data("""
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
            static var models: [any PersistentModel.Type] { [Note.self] }
        }
        """.utf8).write(to: folder.appendingPathComponent("V1.swift"))
        try Data("""
        import SwiftData
        @Model final class Note {
            var title: String = ""
            init() {}
        }
        """.utf8).write(to: folder.appendingPathComponent("Note.swift"))
        try Data("// not part of the model\nlet unrelated = 1\n".utf8).write(to: folder.appendingPathComponent("Other.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testTheFilesGivenAreOneModel() throws {
        let versions = try MomgenProcess.run(["versions", path("V1.swift"), path("Note.swift")])
        XCTAssertEqual(versions.status, 0, versions.stderr)
        XCTAssertTrue(versions.stdout.contains("V1\n  checksum"), versions.stdout)
        XCTAssertTrue(versions.stdout.contains("  Note "), "V1's Note is read from Note.swift:\n\(versions.stdout)")
        XCTAssertFalse(versions.stderr.contains("swift-source-unknown-model"), versions.stderr)

        let alone = try MomgenProcess.run(["versions", path("V1.swift")])
        XCTAssertTrue(alone.stderr.contains("swift-source-unknown-model"), "one file alone lacks Note: \(alone.stderr)")

        let dump = try MomgenProcess.run(["dump", path("Note.swift"), path("V1.swift"), "--model-version", "V1"])
        XCTAssertEqual(dump.status, 0, dump.stderr)
        XCTAssertTrue(dump.stdout.contains("Note"), dump.stdout)

        let lint = try MomgenProcess.run(["lint", path("V1.swift"), path("Note.swift"), "--quiet"])
        XCTAssertFalse(lint.stdout.contains("swift-source-unknown-model"), lint.stdout)
        XCTAssertFalse(lint.stdout.contains("unreadable"), lint.stdout)
    }

    func testABundleAmongThemIsRefused() throws {
        let model = TestPaths.sampleModel(TestPaths.sampleModelNames[0])
        let run = try MomgenProcess.run(["dump", model, path("Note.swift")])
        XCTAssertNotEqual(run.status, 0)
        XCTAssertTrue(run.stderr.contains("several models are read as one only when all are SwiftData code"), run.stderr)
    }

    func testNoOutputReplacesASource() throws {
        let before = try Data(contentsOf: folder.appendingPathComponent("Note.swift"))
        for arguments in [["ddl", folder.path, "--output", path("Note.swift")],
                          ["ddl", path("V1.swift"), path("Note.swift"), "--output", path("Note.swift")]] {
            let run = try MomgenProcess.run(arguments)
            XCTAssertNotEqual(run.status, 0, arguments.joined(separator: " "))
            XCTAssertTrue(run.stderr.contains("an input of this run"), run.stderr)
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("Note.swift")), before)
        }
    }
}
