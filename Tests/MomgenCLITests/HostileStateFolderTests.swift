// Issue 43, item 4: with `layout: xcode` the stamp and the render cache go
// to `.momgen/<output>` beside momgen.yml. A committed link there (to a
// folder outside the project, or to `.git`) must not carry those writes out
// of the project: the state folder is under the outputs' path guard.
import Foundation
import MomgenTestSupport
import XCTest

final class HostileStateFolderTests: XCTestCase {
    private var root: URL!
    private var project: URL { root.appendingPathComponent("project") }

    override func setUpWithError() throws {
        root = TestPaths.temporaryFolder("hostile-state-folder")
        for folder in ["project/App", "project/.git", "outside"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"),
                                         toPath: project.appendingPathComponent("App/BookStore.xcdatamodeld").path)
        try "models:\n  - path: App/BookStore.xcdatamodeld\n    output: App/Model\n    layout: xcode\n"
            .write(to: project.appendingPathComponent("momgen.yml"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func contents(_ folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }

    func testAStateFolderLinkIsRefused() throws {
        let links: [(String, String)] = [(".momgen", "../outside"), (".momgen", ".git"), (".momgen/App+Model", "../../outside")]
        for (link, destination) in links {
            try? FileManager.default.removeItem(at: project.appendingPathComponent(".momgen"))
            if link.contains("/") {
                try FileManager.default.createDirectory(at: project.appendingPathComponent(".momgen"), withIntermediateDirectories: true)
            }
            try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent(link).path, withDestinationPath: destination)
            let result = try MomgenProcess.run([], in: project)
            XCTAssertNotEqual(result.status, 0, "\(link) -> \(destination): " + result.stdout + result.stderr)
            XCTAssertTrue(result.stderr.contains("state folder"), result.stderr)
            XCTAssertEqual(contents(root.appendingPathComponent("outside")), [], "\(link) -> \(destination)")
            XCTAssertEqual(contents(project.appendingPathComponent(".git")), [], "\(link) -> \(destination)")
        }
        // A plain folder is used as before.
        try FileManager.default.removeItem(at: project.appendingPathComponent(".momgen"))
        let plain = try MomgenProcess.run([], in: project)
        XCTAssertEqual(plain.status, 0, plain.stdout + plain.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(".momgen/App+Model/.momgen-stamp").path))
    }
}
