// Issue 42, the release a switched project's files came from: `momgen
// init` renders the templates the entry will run at each candidate
// mogenerator release and compares with the committed machine files, so
// momgen.yml carries that release (`mogenerator-version`) and the plan says
// which and why; `--stock-templates DIR` gives the templates of a project
// that ran mogenerator's built-in ones (DIR/<release>/templates). The
// fixtures are this test's own: templates whose output keeps a run of blank
// lines (which 1.28 and later collapse), and two "releases" of stock
// templates that differ in one line.
import Foundation
import MomgenTestSupport
import XCTest

final class InitMogeneratorReleaseTests: XCTestCase {
    static let header = "// DO NOT EDIT. This file is machine-generated and constantly overwritten.\n"
    static let classes = ["Book", "BookCategory", "Page"]

    /// Templates whose machine files keep two blank lines in a row, each
    /// tagged with `mark` (a stand-in for what differs between releases).
    static func templates(mark: String) -> [String: String] {
        [
            "machine.h.motemplate": header + "// Make changes to <$managedObjectClassName$>.h instead.\n\n\n// \(mark)\n@interface _<$managedObjectClassName$> : NSManagedObject\n@end\n",
            "machine.m.motemplate": header + "// Make changes to <$managedObjectClassName$>.m instead.\n\n\n#import \"_<$managedObjectClassName$>.h\"\n@implementation _<$managedObjectClassName$>\n@end\n",
            "human.h.motemplate": "#import \"_<$managedObjectClassName$>.h\"\n@interface <$managedObjectClassName$> : _<$managedObjectClassName$>\n@end\n",
            "human.m.motemplate": "#import \"<$managedObjectClassName$>.h\"\n@implementation <$managedObjectClassName$>\n@end\n",
        ]
    }

    /// What those templates give for `name`, collapsed as 1.28 and later do or not.
    static func machineFiles(_ name: String, mark: String, collapsed: Bool) -> [String: String] {
        let gap = collapsed ? "\n\n" : "\n\n\n"
        return [
            "_\(name).h": header + "// Make changes to \(name).h instead.\(gap)// \(mark)\n@interface _\(name) : NSManagedObject\n@end\n",
            "_\(name).m": header + "// Make changes to \(name).m instead.\(gap)#import \"_\(name).h\"\n@implementation _\(name)\n@end\n",
        ]
    }

    private func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// BookStore in `App/` with committed machine files in `App/Machine`
    /// and the team's human files in `App/Human`.
    private func project(machine: [String: String], extra: [String: String] = [:]) throws -> URL {
        let folder = TestPaths.temporaryFolder("init-release")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        var files = extra
        for (name, text) in machine { files["App/Machine/" + name] = text }
        for name in Self.classes {
            files["App/Human/\(name).h"] = "#import \"_\(name).h\"\n@interface \(name) : _\(name)\n// the team's own code\n@end\n"
            files["App/Human/\(name).m"] = "#import \"\(name).h\"\n@implementation \(name)\n@end\n"
        }
        try write(files, in: folder)
        return folder
    }

    private func contents(_ folder: URL, _ names: [String]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) ?? Data()) })
    }

    func testTheOwnTemplatesReleaseIsFoundFromTheCommittedFiles() throws {
        let committed = Self.classes.reduce(into: [String: String]()) { $0.merge(Self.machineFiles($1, mark: "own", collapsed: false)) { a, _ in a } }
        var templates: [String: String] = [:]
        for (name, text) in Self.templates(mark: "own") { templates["motemplates/" + name] = text }
        let script = ["Scripts/gen.sh": "mogenerator -m App/BookStore.xcdatamodeld -M App/Machine -H App/Human --template-path ~/motemplates\n"]
        let folder = try project(machine: committed, extra: templates.merging(script) { a, _ in a })
        defer { try? FileManager.default.removeItem(at: folder) }
        let initRun = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let config = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("    mogenerator-version: \"1.27\"   # found: mogenerator 1.27's output: 6 of 6 committed machine files identical"), config)
        XCTAssertTrue(initRun.stdout.contains("mogenerator-version 1.27: mogenerator 1.27's output: 6 of 6 committed machine files identical"), initRun.stdout)
        XCTAssertTrue(initRun.stdout.contains("keeps a run of blank lines: before 1.28"), initRun.stdout)
        let paths = committed.keys.map { "App/Machine/" + $0 } + Self.classes.map { "App/Human/\($0).h" }
        let before = contents(folder, paths)
        // Stale machine files (header kept) show that the first run writes them back byte for byte.
        for name in committed.keys { try (Self.header + "// stale\n").write(to: folder.appendingPathComponent("App/Machine/" + name), atomically: true, encoding: .utf8) }
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        XCTAssertEqual(contents(folder, paths), before, "machine files back byte for byte, human files untouched")
    }

    /// `DIR/1.27/templates` and `DIR/1.31/templates`, differing in one line.
    private func stockFolder() throws -> URL {
        let stock = TestPaths.temporaryFolder("init-stock")
        for release in ["1.27", "1.31"] {
            var files: [String: String] = [:]
            for (name, text) in Self.templates(mark: "stock \(release)") { files["\(release)/templates/" + name] = text }
            try write(files, in: stock)
        }
        return stock
    }

    func testStockTemplatesOfTheReleaseTheFilesCameFrom() throws {
        let committed = Self.classes.reduce(into: [String: String]()) { $0.merge(Self.machineFiles($1, mark: "stock 1.31", collapsed: true)) { a, _ in a } }
        let folder = try project(machine: committed)
        let stock = try stockFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: stock) }
        let initRun = try MomgenProcess.run(["init", "--stock-templates", stock.path], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        let config = try String(contentsOf: folder.appendingPathComponent("momgen.yml"), encoding: .utf8)
        let expectedFolder = URL(fileURLWithPath: stock.path).standardizedFileURL.path + "/1.31/templates"
        XCTAssertTrue(config.contains("    template-path: \(expectedFolder)   # mogenerator's stock templates"), config)
        XCTAssertTrue(config.contains("    mogenerator-version: \"1.31\"   # found: mogenerator 1.31's output: 6 of 6"), config)
        XCTAssertTrue(initRun.stdout.contains("the project ran mogenerator's stock templates: template-path points at mogenerator 1.31's"), initRun.stdout)
        XCTAssertTrue(initRun.stdout.contains("a folder outside this project: copy it into the project"), initRun.stdout)
        let paths = committed.keys.map { "App/Machine/" + $0 }
        let before = contents(folder, paths)
        for name in committed.keys { try (Self.header + "// stale\n").write(to: folder.appendingPathComponent("App/Machine/" + name), atomically: true, encoding: .utf8) }
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        XCTAssertEqual(contents(folder, paths), before)
    }

    func testWhenNoReleaseReproducesTheFilesFolderAndVersionAgree() throws {
        // Reformatted after the run (a formatter's indentation): no release's output, but the blank-line run still rules out 1.28 on.
        let committed = Self.classes.reduce(into: [String: String]()) { files, name in
            for (file, text) in Self.machineFiles(name, mark: "stock 1.27", collapsed: false) { files[file] = text.replacingOccurrences(of: "@end", with: "  @end") }
        }
        let folder = try project(machine: committed)
        let stock = try stockFolder()
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: stock) }
        let initRun = try MomgenProcess.run(["init", "--stock-templates", stock.path, "--dry-run"], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertTrue(initRun.stdout.contains("/1.27/templates   #"), initRun.stdout)
        XCTAssertTrue(initRun.stdout.contains("    mogenerator-version: \"1.27\"   # no release reproduces a committed machine file: the newest the files allow"), initRun.stdout)
        XCTAssertTrue(initRun.stdout.contains("no mogenerator release reproduces any of the 6 committed machine files"), initRun.stdout)
    }

    func testWithoutStockTemplatesInitSaysHowToGiveThem() throws {
        let committed = Self.classes.reduce(into: [String: String]()) { $0.merge(Self.machineFiles($1, mark: "stock", collapsed: false)) { a, _ in a } }
        let folder = try project(machine: committed)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initRun = try MomgenProcess.run(["init", "--dry-run"], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr)
        XCTAssertTrue(initRun.stdout.contains("'momgen init --stock-templates DIR' finds the release"), initRun.stdout)
        XCTAssertTrue(initRun.stdout.contains("the files narrow it to 1.21–1.27"), initRun.stdout)
    }

    func testStockTemplatesThatAreNoFolderAreOneLine() throws {
        let folder = try project(machine: [:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let initRun = try MomgenProcess.run(["init", "--stock-templates", "no/such/folder"], in: folder)
        XCTAssertNotEqual(initRun.status, 0)
        XCTAssertTrue(initRun.stderr.contains("--stock-templates: 'no/such/folder' is not a folder"), initRun.stderr)
        XCTAssertEqual(initRun.stderr.split(separator: "\n").count, 1, initRun.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("momgen.yml").path))
    }
}
