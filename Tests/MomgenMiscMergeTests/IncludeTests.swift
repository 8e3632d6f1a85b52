// include: files inside the template folder only, with their own
// delimiters if named, cycles and depth bounded.
import Foundation
@testable import MomgenMiscMerge
import XCTest

final class IncludeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("miscmerge-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("parts"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    private func run(_ name: String, _ keys: [String: MergeValue] = [:], limits: MergeLimits = .standard) throws -> String {
        let template = try MergeTemplate(named: name, in: TemplateFolder(url: folder, limits: limits))
        return try MergeEngine(template: template, limits: limits).render(.object(TestObject(keys)))
    }

    func testIncludeInsertsCommands() throws {
        try write("main.motemplate", "[<$include parts/name.motemplate$>]")
        try write("parts/name.motemplate", "<$name$>")
        XCTAssertEqual(try run("main.motemplate", ["name": .string("Book")]), "[Book]")
    }

    func testIncludeWithOwnDelimiters() throws {
        try write("main.motemplate", "<$include 'b.motemplate' '{{' '}}'$>")
        try write("b.motemplate", "{{name}} <$name$>")
        XCTAssertEqual(try run("main.motemplate", ["name": .string("N")]), "N <$name$>")
    }

    func testIncludeOutsideFolderIsRefused() throws {
        try write("main.motemplate", "x\n <$include ../secret$>")
        XCTAssertTrue(errorLine { try self.run("main.motemplate") }
            .hasSuffix("main.motemplate:2:2: error: '../secret' is outside the template folder"))
    }

    func testAbsoluteIncludeIsRefused() throws {
        try write("main.motemplate", "<$include /etc/passwd$>")
        XCTAssertTrue(errorLine { try self.run("main.motemplate") }
            .hasSuffix("main.motemplate:1:1: error: '/etc/passwd': templates may only read files inside the template folder"))
    }

    func testSymlinkOutOfFolderIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link").path, withDestinationPath: "/etc/hostname")
        try write("main.motemplate", "<$include link$>")
        XCTAssertTrue(errorLine { try self.run("main.motemplate") }.hasSuffix("error: 'link' is outside the template folder"))
    }

    func testIncludeCycleIsAnError() throws {
        try write("a.motemplate", "<$include b.motemplate$>")
        try write("b.motemplate", "\n<$include a.motemplate$>")
        XCTAssertTrue(errorLine { try self.run("a.motemplate") }
            .hasSuffix("b.motemplate:2:1: error: include cycle: 'a.motemplate' is already being included"))
    }

    func testIncludeDepthIsBounded() throws {
        for level in 0..<5 { try write("l\(level).motemplate", "<$include l\(level + 1).motemplate$>") }
        try write("l5.motemplate", "end")
        var limits = MergeLimits.standard
        limits.maxIncludeDepth = 3
        XCTAssertTrue(errorLine { try self.run("l0.motemplate", limits: limits) }.hasSuffix("error: includes nested more than 3 deep"))
        XCTAssertEqual(try run("l0.motemplate"), "end")
    }

    func testMissingIncludeIsAnError() throws {
        try write("main.motemplate", "<$include nope.motemplate$>")
        XCTAssertTrue(errorLine { try self.run("main.motemplate") }.contains("main.motemplate:1:1: error: 'nope.motemplate': no such template file"))
    }

    func testCommentWritesNothing() throws {
        XCTAssertEqual(try render("a<$comment anything at all, even 'quotes$>b"), "ab")
    }
}
