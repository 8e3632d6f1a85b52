// Issue 42, item 3: the invariant above every heuristic of a switch. After
// `momgen init && momgen` no type is declared twice: a class the project
// declares outside the files momgen owns (Swift, an Objective-C header, a
// `… copy.swift` duplicate) stops the build with that file and line before
// anything is written, and init's plan names it as what blocks the first run.
import Foundation
import MomgenTestSupport
import XCTest

final class NoTypeDeclaredTwiceTests: XCTestCase {
    /// The BookStore model in `App/` and the given files; no Xcode project,
    /// so init writes the default entry (`App/Generated/BookStore`).
    private func project(_ files: [String: String]) throws -> URL {
        let folder = TestPaths.temporaryFolder("no-type-twice")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: folder.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Every regular file below `folder` with its bytes.
    private func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder), !isFolder.boolValue {
                files[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            }
        }
        return files
    }

    private func assertRefused(_ files: [String: String], at site: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try project(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        let initRun = try MomgenProcess.run(["init"], in: folder)
        XCTAssertEqual(initRun.status, 0, initRun.stderr, file: file, line: line)
        XCTAssertTrue(initRun.stdout.contains("/\(site):1: error: '\(name)' is declared here, and momgen would declare it again in App/Generated/BookStore/"), initRun.stdout, file: file, line: line)
        XCTAssertTrue(initRun.stdout.contains("this blocks the first run"), initRun.stdout, file: file, line: line)
        let before = snapshot(folder)
        let build = try MomgenProcess.run([], in: folder)
        XCTAssertNotEqual(build.status, 0, build.stdout, file: file, line: line)
        XCTAssertTrue(build.stdout.contains("/\(site):1: error: '\(name)' is declared here"), build.stdout + build.stderr, file: file, line: line)
        XCTAssertEqual(snapshot(folder), before, "nothing is written", file: file, line: line)
    }

    func testASwiftClassOutsideTheOutputFoldersStopsTheBuild() throws {
        try assertRefused(["App/Models/Book.swift": "import CoreData\n\n@objc(Book)\nclass Book: NSManagedObject {}\n"], at: "App/Models/Book.swift:3", "Book")
    }

    func testAnObjectiveCInterfaceStopsTheBuild() throws {
        try assertRefused(["Legacy/Page.h": "#import <CoreData/CoreData.h>\n\n@interface Page : NSManagedObject\n@end\n"], at: "Legacy/Page.h:3", "Page")
    }

    func testACopyDuplicateStopsTheBuild() throws {
        try assertRefused(["App/BookCategory copy.swift": "import CoreData\nclass BookCategory: NSManagedObject {}\n"], at: "App/BookCategory copy.swift:2", "BookCategory")
    }

    func testExtensionsCategoriesAndTheFilesMomgenOwnsAreNoDuplicates() throws {
        let folder = try project([
            "App/Book+Helpers.swift": "extension Book {\n    struct Page {}\n}\n",
            "App/Page+Extras.h": "@interface Page (Extras)\n@end\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try MomgenProcess.run(["init"], in: folder).status, 0)
        let first = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(first.status, 0, first.stdout + first.stderr)
        XCTAssertFalse(first.stdout.contains("duplicate-type"), first.stdout)
        // A second run meets momgen's own files (human ones kept): they are its, not duplicates.
        try "// changed\n".write(to: folder.appendingPathComponent("App/Other.swift"), atomically: true, encoding: .utf8)
        let second = try MomgenProcess.run(["build", "--force"], in: folder)
        XCTAssertEqual(second.status, 0, second.stdout + second.stderr)
    }
}
