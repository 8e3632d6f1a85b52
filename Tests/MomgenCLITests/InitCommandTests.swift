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

/// `momgen init` in a project that committed mogenerator's files writes the
/// mogenerator template set and the release those files show.
final class InitGeneratorDetectionTests: XCTestCase {
    /// A project with BookStore and one machine file written like `version`'s.
    private func project(machineFile: String) throws -> URL {
        let folder = TestPaths.temporaryFolder("init-mogenerator")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/Model"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        try machineFile.write(to: folder.appendingPathComponent("App/Model/_Book.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    private static let header = "// DO NOT EDIT. This file is machine-generated and constantly overwritten.\n// Make changes to Book.swift instead.\n\nimport Foundation\nimport CoreData\n\n"

    func testMogenerator132FilesGiveTheMogeneratorSetAt132() throws {
        let folder = try project(machineFile: Self.header + "open class _Book: NSManagedObject {\n    @nonobjc\n    open class func fetchRequest() -> NSFetchRequest<Book> {\n        return NSFetchRequest(entityName: self.entityName())\n    }\n}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("App/Model/_Book.swift: note: existing generated files: wrote layout: mogenerator, template-set: mogenerator, mogenerator-version: \"1.32\" [init-detected-generator]"), result.stdout)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("    template-set: mogenerator   #"), text)
        XCTAssertTrue(text.contains("    mogenerator-version: \"1.32\"   #"), text)
        XCTAssertFalse(text.contains("# template-set:"), "the commented default stays out:\n\(text)")
        // momgen writes where mogenerator wrote, never a second copy of a class elsewhere.
        XCTAssertTrue(text.contains("    output: App/Model   #"), text)
        XCTAssertTrue(result.stdout.contains("the 1 _X.swift file mogenerator wrote in 'App/Model' is replaced on the first run"), result.stdout)
        // The configuration is valid: `momgen` replaces mogenerator's machine file (its header says whose it is) and generates.
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let machine = try String(contentsOf: folder.appendingPathComponent("App/Model/_Book.swift"), encoding: .utf8)
        XCTAssertTrue(machine.contains("open class _Book: NSManagedObject"), machine)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("App/Generated").path), "no second copy")
    }

    func testMogenerator131FilesGive131() throws {
        let folder = try project(machineFile: Self.header + "open class _Book: NSManagedObject {\n    open class func entityName () -> String {\n        return \"Book\"\n    }\n}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("    mogenerator-version: \"1.31\"   #"), text)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("App/Model/_Book.swift"))
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let machine = try String(contentsOf: folder.appendingPathComponent("App/Model/_Book.swift"), encoding: .utf8)
        XCTAssertFalse(machine.contains("fetchRequest()"), machine)
    }

    func testNoGeneratedFilesWritesNoSettings() throws {
        let folder = try project(machineFile: "// a hand-written file\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("init-detected-generator"), result.stdout)
        let text = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("    # template-set: momgen"), text)
    }
}
