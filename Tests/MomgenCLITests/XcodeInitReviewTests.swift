// `momgen init` on an Xcode-codegen project never calls a file disposable
// that holds the team's code: members added by hand to a
// `+CoreDataProperties.swift` are named with where to move them, and a
// leftover `… copy.swift` is named as declaring every member twice.
import Foundation
import MomgenTestSupport
import XCTest

final class XcodeInitReviewTests: XCTestCase {
    /// BookStore with the files Xcode 14 writes (momgen's xcode layout), one
    /// of them edited by the team, and a stray copy.
    private func project() throws -> URL {
        let folder = try XcodeWrittenProject.make(label: "init-xcode-review")
        let book = folder.appendingPathComponent("App/Book+CoreDataProperties.swift")
        var text = try String(contentsOf: book, encoding: .utf8)
        text += "\nextension Book {\n    var pageArray: [Page] { pages?.array as? [Page] ?? [] }\n    static func recent() -> NSFetchRequest<Book> { fetchRequest() }\n}\n\nextension Book: Comparable {}\n"
        try text.write(to: book, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("App/Page+CoreDataProperties.swift"),
                                         to: folder.appendingPathComponent("App/Page+CoreDataProperties copy.swift"))
        return folder
    }

    func testHandWrittenMembersAndLeftoverCopiesAreNamed() throws {
        let folder = try project()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("do not delete App/Book+CoreDataProperties.swift yet: it holds the team's own conformance Comparable, func recent, var pageArray"), result.stdout)
        XCTAssertTrue(result.stdout.contains("App/Page+CoreDataProperties copy.swift is a leftover copy"), result.stdout)
        let disposable = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.contains("delete before the first run") })
        XCTAssertTrue(disposable.contains("App/BookCategory+CoreDataProperties.swift"), String(disposable))
        XCTAssertFalse(disposable.contains("App/Book+CoreDataProperties.swift"), "never call the team's file disposable: \(disposable)")
    }

    /// The real Xcode-codegen projects of ../shared/dropin: their committed
    /// files hold nothing momgen does not write again, and init says so
    /// (no false "hand-written" claim, no file left unreviewed).
    func testRealXcodeProjectsHaveNoFalseHandWrittenMembers() throws {
        let dropin = try TestRequirements.shared("dropin", for: "init's review of real Xcode-written files")
        var checked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: dropin.path).sorted() where name.contains("-xcode") {
            let folder = TestPaths.temporaryFolder("init-review-\(name)")
            defer { try? FileManager.default.removeItem(at: folder) }
            for part in ["model", "generated", "human"] {
                try FileManager.default.copyItem(at: dropin.appendingPathComponent("\(name)/\(part)"), to: folder.appendingPathComponent(part))
            }
            let result = try MomgenProcess.run(["init", "--dry-run"], in: folder)
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
            XCTAssertFalse(result.stdout.contains("do not delete"), "\(name):\n\(result.stdout)")
            XCTAssertTrue(result.stdout.contains("delete before the first run"), "\(name):\n\(result.stdout)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 8)
    }
}
