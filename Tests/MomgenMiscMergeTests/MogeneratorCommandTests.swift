// `momgen mogenerator` end to end: machine files written and rewritten
// only when changed, human files created once and never overwritten, a
// template error writes nothing.
import Foundation
import MomgenTestSupport
import XCTest

final class MogeneratorCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("momgen-mogenerator")
        let model = folder.appendingPathComponent("Model.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try MogeneratorObjectModelTests.modelXML.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        try write("templates/machine.swift.motemplate", "// machine <$managedObjectClassName$>\n\n\n<$if TemplateVar.arc$>arc<$endif$>\n")
        try write("templates/human.swift.motemplate", "// human <$managedObjectClassName$>\n")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ path: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    private func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    private func runMogenerator(_ extra: [String] = []) throws -> ProcessResult {
        try MomgenProcess.run(["mogenerator", "-m", "Model.xcdatamodel", "--swift", "--template-path", "templates",
                               "-M", "Machine", "-H", "Human", "--template-var", "arc=true"] + extra, in: folder)
    }

    func testWritesMachineAndHumanFiles() throws {
        let first = try runMogenerator()
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(try read("Machine/_Book.swift"), "// machine Book\n\narc\n")
        XCTAssertEqual(try read("Human/Book.swift"), "// human Book\n")
        XCTAssertTrue(first.stdout.hasSuffix("3 machine files and 3 human files generated.\n"), first.stdout)

        try write("Human/Book.swift", "// mine\n")
        let second = try runMogenerator()
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(try read("Human/Book.swift"), "// mine\n")
        XCTAssertEqual(second.stdout, "0 machine files and 0 human files generated.\n")
    }

    /// The machine folder's name reaches the note only through the terminal escaper.
    func testTheReleaseNoteEscapesTheMachineFolder() throws {
        let run = try MomgenProcess.run(["mogenerator", "-m", "Model.xcdatamodel", "--swift", "--template-path", "templates",
                                         "-M", "Mach\u{1B}]0;pwned\u{07}ine", "-H", "Human"], in: folder)
        let note = run.stderr.split(separator: "\n").first { $0.contains("note: momgen mogenerator: using mogenerator") } ?? ""
        XCTAssertFalse(note.isEmpty, run.stderr)
        XCTAssertFalse(note.contains("\u{1B}"), "an escape sequence from a path reached the terminal: \(note.debugDescription)")
    }

    func testReleaseIsFoundFromTheCommittedFilesAndSaid() throws {
        let first = try runMogenerator()
        XCTAssertTrue(first.stderr.contains("note: momgen mogenerator: using mogenerator 1.32 (no committed machine files in Machine"),
                      first.stderr)
        // One file hand-changed: the others still show the release. (Uncollapsed blank lines would mean
        // before 1.28, but Swift means 1.28 on: files that contradict each other rule nothing out.)
        try write("Machine/_Book.swift", "// machine Book\n\n\narc\n")
        let second = try runMogenerator()
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertTrue(second.stderr.contains("note: momgen mogenerator: mogenerator 1.32's output: 2 of 3 committed machine files identical"),
                      second.stderr)
        XCTAssertEqual(try read("Machine/_Book.swift"), "// machine Book\n\narc\n")
        try write("Machine/_Book.swift", "// machine Book\n\n\narc\n")
        // --mogenerator-version overrides, and nothing is said.
        let third = try runMogenerator(["--mogenerator-version", "1.32"])
        XCTAssertFalse(third.stderr.contains("note:"), third.stderr)
        XCTAssertEqual(try read("Machine/_Book.swift"), "// machine Book\n\narc\n")
    }

    func testTemplateErrorWritesNothing() throws {
        try write("templates/human.swift.motemplate", "ok\n<$if name$>")
        let result = try runMogenerator()
        XCTAssertEqual(result.status, 3)
        XCTAssertTrue(result.stderr.hasSuffix("templates/human.swift.motemplate:2:1: error: 'if' without 'endif'\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Machine").path))
    }

    func testMissingTemplatePathIsAUsageError() throws {
        let result = try MomgenProcess.run(["mogenerator", "-m", "Model.xcdatamodel"], in: folder)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("error: mogenerator: --template-path or --template-group is required"), result.stderr)
    }

    func testVersion() throws {
        XCTAssertTrue(try MomgenProcess.run(["mogenerator", "--version"], in: folder).stdout.hasPrefix("mogenerator 1.32 (momgen "))
    }
}
