// Issue 34, items 7, 9 and 15: what a pull request can add to a project.
// Two files in a source bundle must not hide its XML (7); momgen.yml's
// `ddl:`/`diagram:` must not write into `.git` or over a file momgen did not
// write (9); `init` in a project with two generators' files writes an entry
// `momgen build` accepts (15).
import Foundation
import MomgenCore
import MomgenTestSupport
import XCTest

final class HostileProjectFilesTests: XCTestCase {
    private var sample: SampleProject!
    private var project: URL { sample.root }

    override func setUpWithError() throws {
        sample = try SampleProject("hostile-project")
    }

    override func tearDownWithError() throws {
        sample.remove()
    }

    private var bundle: String { sample.bundle }

    private func write(_ text: String, _ relative: String) throws { try sample.write(text, relative) }

    private func read(_ relative: String) throws -> String { try sample.read(relative) }

    // MARK: Item 7

    func testIssue34Item7SourceBundleWithVersionInfoAndAMomIsReadAsXML() throws {
        try Data("bplist00 not a model".utf8).write(to: URL(fileURLWithPath: bundle + "/BookStore.mom"))
        try Data("bplist00".utf8).write(to: URL(fileURLWithPath: bundle + "/VersionInfo.plist"))
        let loaded = try ModelLoader().load(bundle)
        XCTAssertTrue(loaded.source.contentsPath.hasSuffix("BookStore.xcdatamodel/contents"), loaded.source.contentsPath)
        XCTAssertEqual(loaded.resolved.entities.map(\.name).sorted(), ["Book", "BookCategory", "Page"])
        let versions = try ModelVersionsLoader().load(bundle)
        XCTAssertEqual(versions.versions.map(\.name), ["BookStore"])
        // The XML's lint errors are found: an entity with an unknown parent.
        let contents = bundle + "/BookStore.xcdatamodel/contents"
        let xml = try String(contentsOfFile: contents, encoding: .utf8)
        try xml.replacingOccurrences(of: "<entity name=\"Page\"", with: "<entity name=\"Page\" parentEntity=\"Nowhere\"")
            .write(toFile: contents, atomically: true, encoding: .utf8)
        let lint = try MomgenProcess.run(["lint", bundle], in: project)
        XCTAssertNotEqual(lint.status, 0, lint.stdout + lint.stderr)
        XCTAssertTrue(lint.stdout.contains("Nowhere"), lint.stdout + lint.stderr)
    }

    // MARK: Item 9

    private func build(_ configuration: String, status: Int32) throws -> ProcessResult {
        try write(configuration, "momgen.yml")
        let result = try MomgenProcess.run([], in: project)
        XCTAssertEqual(result.status, status, result.stdout + result.stderr)
        return result
    }

    func testIssue34Item9BuildNeverWritesInsideGit() throws {
        try write("[core]\n\trepositoryformatversion = 0\n", ".git/config")
        try write("ref: refs/heads/main\n", ".git/HEAD")
        for target in [".git/config", ".git/HEAD", "Docs/../.git/config", ".GIT/hooks/pre-commit.sql"] {
            let result = try build("models:\n  - path: App/BookStore.xcdatamodeld\n    ddl: \(target)\n", status: 1)
            XCTAssertTrue(result.stderr.contains(".git"), result.stderr)
        }
        // Through a link into .git, too.
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Docs").path, withDestinationPath: ".git")
        let linked = try build("models:\n  - path: App/BookStore.xcdatamodeld\n    diagram: Docs/config.mmd\n", status: 1)
        XCTAssertTrue(linked.stderr.contains(".git"), linked.stderr)
        XCTAssertEqual(try read(".git/config"), "[core]\n\trepositoryformatversion = 0\n")
        XCTAssertEqual(try read(".git/HEAD"), "ref: refs/heads/main\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent(".git/config.mmd").path))
    }

    func testIssue34Item9BuildNeverOverwritesAFileMomgenDidNotWrite() throws {
        try write("# My app\n\nHand-written.\n", "README.md")
        try write("-- my own notes\nSELECT 1;\n", "Docs/notes.sql")
        for (key, target) in [("diagram", "README.md"), ("ddl", "Docs/notes.sql"), ("diagram", "Docs/notes.sql.dot")] {
            if target.hasSuffix(".dot") { try write("digraph mine { a -> b }\n", target) }
            let result = try build("models:\n  - path: App/BookStore.xcdatamodeld\n    \(key): \(target)\n", status: 1)
            XCTAssertTrue(result.stderr.contains("refusing to replace this file"), result.stderr)
        }
        XCTAssertEqual(try read("README.md"), "# My app\n\nHand-written.\n")
        XCTAssertEqual(try read("Docs/notes.sql"), "-- my own notes\nSELECT 1;\n")
        // Its own earlier output is replaced as before.
        _ = try build("models:\n  - path: App/BookStore.xcdatamodeld\n    ddl: Docs/schema.sql\n    diagram: Docs/model.md\n", status: 0)
        let contents = bundle + "/BookStore.xcdatamodel/contents"
        let xml = try String(contentsOfFile: contents, encoding: .utf8)
        try xml.replacingOccurrences(of: "name=\"title\"", with: "name=\"heading\"").write(toFile: contents, atomically: true, encoding: .utf8)
        _ = try build("models:\n  - path: App/BookStore.xcdatamodeld\n    ddl: Docs/schema.sql\n    diagram: Docs/model.md\n", status: 0)
        XCTAssertTrue(try read("Docs/schema.sql").contains("ZHEADING"))
        XCTAssertTrue(try read("Docs/model.md").contains("heading"))
    }

    // MARK: Item 15

    func testIssue34Item15InitWithMogeneratorAndXcodeFilesWritesAConfigurationBuildAccepts() throws {
        try write("// DO NOT EDIT. This file is machine-generated and constantly overwritten.\n// Make changes to Book.swift instead.\n\nimport CoreData\n\nopen class _Book: NSManagedObject {\n}\n",
                  "App/Mogen/_Book.swift")
        try write("import Foundation\nimport CoreData\n\nextension Book {\n    @NSManaged public var added: Date?\n}\n",
                  "App/Model/Book+CoreDataProperties.swift")
        let initRun = try MomgenProcess.run(["init"], in: project)
        XCTAssertEqual(initRun.status, 0, initRun.stdout + initRun.stderr)
        let configuration = try read("momgen.yml")
        let active = configuration.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        XCTAssertTrue(active.contains { $0.hasPrefix("    layout: xcode") }, configuration)
        XCTAssertFalse(active.contains { $0.hasPrefix("    template-set: mogenerator") }, configuration)
        XCTAssertFalse(active.contains { $0.hasPrefix("    mogenerator-version:") }, configuration)
        try FileManager.default.removeItem(at: project.appendingPathComponent("App/Model/Book+CoreDataProperties.swift"))
        let build = try MomgenProcess.run([], in: project)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
    }
}
