// Issue 42, item 3: mogenerator's machine files are momgen's to replace. A
// `_X.swift` carrying mogenerator's "DO NOT EDIT" header in the machine
// folder momgen.yml names is replaced by the first run; a file of the same
// name without that header (the team's) is still refused, and nothing is
// written then.
import Foundation
import MomgenTestSupport
import XCTest

final class MogeneratorMachineFilesReplacedTests: XCTestCase {
    static let mogeneratorHeader = "// DO NOT EDIT. This file is machine-generated and constantly overwritten.\n// Make changes to Book.swift instead.\n"

    private func project(pageMachineText: String) throws -> URL {
        let folder = TestPaths.temporaryFolder("mogen-machine-replaced")
        let files = FileManager.default
        try files.createDirectory(at: folder.appendingPathComponent("App/Machine"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.appendingPathComponent("App/Human"), withIntermediateDirectories: true)
        try files.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        for name in ["Book", "BookCategory"] {
            try (Self.mogeneratorHeader + "\nimport CoreData\n\n@objc(\(name))\nopen class _\(name): NSManagedObject {}\n")
                .write(to: folder.appendingPathComponent("App/Machine/_\(name).swift"), atomically: true, encoding: .utf8)
        }
        try pageMachineText.write(to: folder.appendingPathComponent("App/Machine/_Page.swift"), atomically: true, encoding: .utf8)
        for name in ["Book", "BookCategory", "Page"] {
            try "import Foundation\n\n@objc(\(name))\nopen class \(name): _\(name) {\n    // the team's own code\n}\n"
                .write(to: folder.appendingPathComponent("App/Human/\(name).swift"), atomically: true, encoding: .utf8)
        }
        try "mogenerator --swift -m App/BookStore.xcdatamodeld -M App/Machine -H App/Human\n"
            .write(to: folder.appendingPathComponent("mogen.sh"), atomically: true, encoding: .utf8)
        return folder
    }

    func testMogeneratorsMachineFilesAreReplacedInPlace() throws {
        let folder = try project(pageMachineText: Self.mogeneratorHeader + "\nimport CoreData\n\nopen class _Page: NSManagedObject {}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try MomgenProcess.run(["init"], in: folder).status, 0)
        let human = try Data(contentsOf: folder.appendingPathComponent("App/Human/Book.swift"))
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        for name in ["Book", "BookCategory", "Page"] {
            let text = try String(contentsOf: folder.appendingPathComponent("App/Machine/_\(name).swift"), encoding: .utf8)
            XCTAssertFalse(text.hasPrefix(Self.mogeneratorHeader), "\(name): replaced by momgen's file")
        }
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("App/Human/Book.swift")), human, "the human file is the team's")
    }

    func testAMachineFileWithABannerAboveTheHeaderIsReplacedToo() throws {
        let banner = "//" + String(repeating: "*", count: 60) + "\n"
        let folder = try project(pageMachineText: banner + Self.mogeneratorHeader + banner + "\nimport CoreData\n\nopen class _Page: NSManagedObject {}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try MomgenProcess.run(["init"], in: folder).status, 0)
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(build.status, 0, build.stdout + build.stderr)
        let text = try String(contentsOf: folder.appendingPathComponent("App/Machine/_Page.swift"), encoding: .utf8)
        XCTAssertFalse(text.hasPrefix(banner), "replaced by momgen's file")
    }

    func testAFileWithoutMogeneratorsHeaderIsStillRefused() throws {
        let folder = try project(pageMachineText: "import CoreData\n\n// the team's own file\nclass _Page: NSManagedObject {}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try MomgenProcess.run(["init"], in: folder).status, 0)
        let before = try Data(contentsOf: folder.appendingPathComponent("App/Machine/_Book.swift"))
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(build.status, 0)
        XCTAssertTrue(build.stderr.contains("refusing to replace this file"), build.stderr)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("App/Machine/_Page.swift"), encoding: .utf8).contains("the team's own file"))
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("App/Machine/_Book.swift")), before, "nothing is written")
    }
}
