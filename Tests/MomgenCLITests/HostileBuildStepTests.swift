// Issue 25, items 12–14: a hostile repository's momgen.yml and model folder
// names against the build step and `init`, and what killed runs leave
// behind. Each test is named after its item and fails on the code before
// the fix.
import Foundation
import MomgenTestSupport
import XCTest

final class HostileBuildStepTests: XCTestCase {
    private var root: URL!
    private var project: URL!

    override func setUpWithError() throws {
        root = TestPaths.temporaryFolder("hostile-build")
        project = root.appendingPathComponent("project")
        let app = project.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: app.appendingPathComponent("BookStore.xcdatamodeld").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func writeConfig(_ yaml: String, in folder: URL? = nil) throws {
        try yaml.write(to: (folder ?? project).appendingPathComponent("momgen.yml"), atomically: true, encoding: .utf8)
    }

    private func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    // MARK: Item 12

    func testItem12OutputsOutsideTheConfigurationFolderAreRefused() throws {
        let outside = root.appendingPathComponent("victim")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Docs").path, withDestinationPath: outside.path)
        let cases: [(String, String, URL)] = [
            ("ddl", "../victim/file.sql", outside.appendingPathComponent("file.sql")),
            ("ddl", outside.appendingPathComponent("abs.sql").path, outside.appendingPathComponent("abs.sql")),
            ("diagram", outside.appendingPathComponent("abs.mmd").path, outside.appendingPathComponent("abs.mmd")),
            ("output", "App/../../victim/Generated", outside.appendingPathComponent("Generated")),
            ("ddl", "Docs/linked.sql", outside.appendingPathComponent("linked.sql")),
            ("xcfilelist", "../victim/lists", outside.appendingPathComponent("lists")),
        ]
        for (key, value, target) in cases {
            try writeConfig("""
            models:
              - path: App/BookStore.xcdatamodeld
                output: App/Generated
                \(key == "output" ? "machine-dir" : key): "\(value)"
            """)
            let result = try MomgenProcess.run([], in: project)
            XCTAssertEqual(result.status, 2, "\(key): \(value): \(result.stdout) \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("outside the folder holding the configuration") && result.stderr.contains("--allow-outside"),
                          "\(key): \(result.stderr)")
            XCTAssertFalse(exists(target), "\(key): \(value) was written")
            XCTAssertFalse(exists(project.appendingPathComponent("App/Generated")), "\(key): the refusal came after writing")
        }
        // Paths inside the folder, `..` included, still work; --allow-outside lets the rest through.
        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            output: App/Generated
            ddl: App/../Schema/BookStore.sql
        """)
        XCTAssertEqual(try MomgenProcess.run([], in: project).status, 0)
        XCTAssertTrue(exists(project.appendingPathComponent("Schema/BookStore.sql")))
        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            ddl: ../victim/file.sql
        """)
        let allowed = try MomgenProcess.run(["build", "--allow-outside"], in: project)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(exists(outside.appendingPathComponent("file.sql")))
    }

    func testItem12ConfigurationDiscoveryStopsAtTheRepositoryRoot() throws {
        // A momgen.yml above a cloned repository, which writes when found.
        try writeConfig("""
        models:
          - path: project/App/BookStore.xcdatamodeld
            ddl: parent-wrote-this.sql
        """, in: root)
        let written = root.appendingPathComponent("parent-wrote-this.sql")
        for gitKind in ["folder", "file"] {
            let git = project.appendingPathComponent(".git")
            try? FileManager.default.removeItem(at: git)
            if gitKind == "folder" {
                try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
            } else {
                try "gitdir: /elsewhere/.git/worktrees/project\n".write(to: git, atomically: true, encoding: .utf8)
            }
            for folder: URL in [project, project.appendingPathComponent("App")] {
                let result = try MomgenProcess.run([], in: folder)
                XCTAssertEqual(result.status, 2, "\(gitKind) .git, run in \(folder.lastPathComponent): \(result.stdout) \(result.stderr)")
                XCTAssertFalse(exists(written), "the parent folder's momgen.yml ran (\(gitKind) .git)")
            }
        }
        // Without the repository boundary, the walk still finds it (unchanged behaviour).
        try FileManager.default.removeItem(at: project.appendingPathComponent(".git"))
        XCTAssertEqual(try MomgenProcess.run([], in: project).status, 0)
        XCTAssertTrue(exists(written))
    }

    // MARK: Item 13

    func testItem13InitEscapesLineAndParagraphSeparatorsInNames() throws {
        let hostile = "Evil\u{2028}  - path: Injected\u{2029}x\u{0085}y\u{202E}z.xcdatamodeld"
        try FileManager.default.moveItem(at: project.appendingPathComponent("App/BookStore.xcdatamodeld"),
                                         to: project.appendingPathComponent("App/" + hostile))
        let result = try MomgenProcess.run(["init"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOf: project.appendingPathComponent("momgen.yml"), encoding: .utf8)
        for scalar in ["\u{2028}", "\u{2029}", "\u{0085}", "\u{202E}"] {
            XCTAssertFalse(text.contains(scalar), "momgen.yml holds a raw U+\(String(scalar.unicodeScalars.first!.value, radix: 16))")
            XCTAssertFalse(result.stdout.contains(scalar), "init printed a raw U+\(String(scalar.unicodeScalars.first!.value, radix: 16))")
        }
        // The file reads back as exactly the folder: `momgen` builds that model, and only it.
        let build = try MomgenProcess.run([], in: project)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let generated = project.appendingPathComponent("App/Generated/" + String(hostile.dropLast(".xcdatamodeld".count)))
        XCTAssertTrue(exists(generated.appendingPathComponent("_Book.swift")), build.stdout + build.stderr)
        XCTAssertFalse(build.stderr.contains("Injected"), build.stderr)
    }

    // MARK: Item 14

    func testItem14StaleTemporariesOfOwnedOutputsAreCleared() throws {
        let generated = project.appendingPathComponent("App/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        let dead = try deadProcessID()
        let live = ProcessInfo.processInfo.processIdentifier
        let old = Date(timeIntervalSinceNow: -7200)
        let planted: [(name: String, modified: Date?, cleared: Bool)] = [
            (".Book.swift.momgen-\(dead).tmp", nil, true), // a killed run's
            ("._Page.swift.momgen-\(live).tmp", old, true), // a reused PID's, from long ago
            ("._Book.swift.momgen-\(live).tmp", nil, false), // a live run's, just written
            (".Unrelated.swift.momgen-\(dead).tmp", nil, false), // not an output of this run
            (".Book.swift.momgen-x.tmp", nil, false), // not momgen's name pattern
        ]
        for file in planted {
            let url = generated.appendingPathComponent(file.name)
            try Data(repeating: 0x41, count: 4096).write(to: url)
            if let date = file.modified { try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path) }
        }
        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            output: App/Generated
        """)
        let result = try MomgenProcess.run([], in: project)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        for file in planted {
            XCTAssertEqual(exists(generated.appendingPathComponent(file.name)), !file.cleared, file.name)
        }
        // `ddl --output` owns its one file the same way.
        let stale = project.appendingPathComponent(".schema.sql.momgen-\(dead).tmp")
        try Data("stale".utf8).write(to: stale)
        let ddl = try MomgenProcess.run(["ddl", "App/BookStore.xcdatamodeld", "--output", "schema.sql"], in: project)
        XCTAssertEqual(ddl.status, 0, ddl.stderr)
        XCTAssertFalse(exists(stale))
    }

    /// The ID of a process that has just ended.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
