// `momgen init`: a starter momgen.yml for the models below the current
// folder, which `momgen` then builds; never over an existing configuration.
import Foundation
import MomgenTestSupport
import XCTest

final class InitCommandTests: XCTestCase {
    private var project: URL!

    /// A project with two bundles, a stand-alone version, and models in
    /// places init must not look (a hidden folder, Pods, behind symbolic links).
    override func setUpWithError() throws {
        project = TestPaths.temporaryFolder("init-project")
        let copies = [
            ("BookStore", "App/BookStore.xcdatamodeld"),
            ("People", "Shared Code/People.xcdatamodeld"),
            ("BookStore", ".build/checkouts/BookStore.xcdatamodeld"),
            ("BookStore", "Pods/Lib/BookStore.xcdatamodeld"),
        ]
        for (name, path) in copies {
            let target = project.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TestPaths.sampleModel(name), toPath: target.path)
        }
        let journal = URL(fileURLWithPath: TestPaths.sampleModel("Journal"))
        let version = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: journal.path).sorted().first { $0.hasSuffix(".xcdatamodel") })
        try FileManager.default.copyItem(at: journal.appendingPathComponent(version), to: project.appendingPathComponent("Journal.xcdatamodel"))
        // Symbolic links are not followed: no model twice, and a loop cannot trap the walk.
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Link to App").path, withDestinationPath: "App")
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("App/Loop").path, withDestinationPath: "..")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private var configuration: String {
        get throws { try String(contentsOf: project.appendingPathComponent("momgen.yml"), encoding: .utf8) }
    }

    func testInitListsTheModelsAndMomgenBuildsThem() throws {
        let result = try MomgenProcess.run(["init"], in: project)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
        wrote momgen.yml for 3 models:
          App/BookStore.xcdatamodeld
          Journal.xcdatamodel
          Shared Code/People.xcdatamodeld
        next: review it, then run 'momgen' to lint and generate

        """)
        let text = try configuration
        XCTAssertTrue(text.contains("  - path: App/BookStore.xcdatamodeld\n    output: App/Generated/BookStore"), text)
        XCTAssertTrue(text.contains("  - path: \"Shared Code/People.xcdatamodeld\"\n    output: \"Shared Code/Generated/People\""), text)
        XCTAssertFalse(text.contains(".build") || text.contains("Pods"), text)

        let build = try MomgenProcess.run([], in: project)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        for file in ["App/Generated/BookStore/_Book.swift", "Shared Code/Generated/People/_Person.swift", "Generated/Journal"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(file).path), "\(file) missing after momgen:\n\(build.stdout)")
        }
    }

    func testTheSameTreeGivesTheSameFile() throws {
        XCTAssertEqual(try MomgenProcess.run(["init"], in: project).status, 0)
        let first = try configuration
        try FileManager.default.removeItem(at: project.appendingPathComponent("momgen.yml"))
        XCTAssertEqual(try MomgenProcess.run(["init"], in: project).status, 0)
        XCTAssertEqual(try configuration, first)
    }

    func testAnExistingConfigurationIsNeverReplaced() throws {
        for name in ["momgen.yml", ".momgen.yml"] {
            let file = project.appendingPathComponent(name)
            try "models: []  # mine\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try MomgenProcess.run(["init"], in: project)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.contains("error: \(name) already exists in "), result.stderr)
            XCTAssertTrue(result.stderr.contains("never replaces"), result.stderr)
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "models: []  # mine\n")
            try FileManager.default.removeItem(at: file)
        }
    }

    func testAFolderWithoutModelsWritesNothing() throws {
        let empty = TestPaths.temporaryFolder("init-empty")
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try MomgenProcess.run(["init"], in: empty)
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains(": error: no Core Data model (.xcdatamodeld or .xcdatamodel) below this folder"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: empty.path), [])
    }
}
