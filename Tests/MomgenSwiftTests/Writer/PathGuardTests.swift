// No path from a model may put a file outside the output folder.
import Foundation
import MomgenDiagnostics
import MomgenTestSupport
import MomgenWriter
import XCTest

final class PathGuardTests: XCTestCase {
    func testRefusesEscapingPaths() {
        let table = ["", "/etc/passwd", "~/x.swift", "../x.swift", "a/../../x.swift", "a/./b.swift",
                     "a//b.swift", "..", ".", "a\\..\\b.swift", "x\u{0}.swift", "sub/"]
        for path in table {
            XCTAssertThrowsError(try PathGuard().resolve(path, in: "/tmp/out"), "accepted \(path)") { error in
                guard case .output = error as? MomgenError else { return XCTFail("wrong error for \(path): \(error)") }
            }
        }
    }

    func testAcceptsPlainRelativePaths() throws {
        XCTAssertEqual(try PathGuard().resolve("_Book.swift", in: "/tmp/out"), "/tmp/out/_Book.swift")
        XCTAssertEqual(try PathGuard().resolve("a/Book+CoreDataClass.swift", in: "/tmp/out"), "/tmp/out/a/Book+CoreDataClass.swift")
        XCTAssertEqual(try PathGuard().resolve("..Book.swift", in: "/tmp/out"), "/tmp/out/..Book.swift")
    }

    func testRefusesSymbolicLinksBelowTheFolder() throws {
        let root = TestPaths.temporaryFolder("pathguard")
        let outside = TestPaths.temporaryFolder("pathguard-outside")
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        // A folder link and a file link, both pointing outside.
        try FileManager.default.createSymbolicLink(atPath: root.path + "/linked", withDestinationPath: outside.path)
        try "x".write(toFile: outside.path + "/target.swift", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root.path + "/_Book.swift", withDestinationPath: outside.path + "/target.swift")
        XCTAssertThrowsError(try PathGuard().resolve("linked/_A.swift", in: root.path))
        XCTAssertThrowsError(try PathGuard().resolve("_Book.swift", in: root.path))
        let file = OutputFile(folder: root.path, path: "_Book.swift", contents: "evil", policy: .regenerate)
        XCTAssertThrowsError(try OutputWriter().write([file], mode: .write))
        XCTAssertEqual(try String(contentsOfFile: outside.path + "/target.swift", encoding: .utf8), "x")
    }
}
