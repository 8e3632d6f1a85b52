// The type-check memo (issue 45) shares a result only between inputs the
// compiler cannot tell apart: the same flags, file names and bytes.
import Foundation
import MomgenTestSupport
import XCTest

final class TypecheckMemoTests: XCTestCase {
    private var folders: [URL] = []

    override func tearDown() {
        for folder in folders { try? FileManager.default.removeItem(at: folder) }
        super.tearDown()
    }

    /// A new folder holding `files` (relative path → text).
    private func folder(_ files: [String: String]) throws -> (URL, [URL]) {
        let folder = TestPaths.temporaryFolder("momgen-memo")
        folders.append(folder)
        var urls: [URL] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            urls.append(url)
        }
        return (folder, urls)
    }

    func testEqualFilesInAnotherFolderAreCheckedOnceWithTheirOwnPaths() throws {
        let memo = TypecheckMemo()
        var runs = 0
        let (first, firstFiles) = try folder(["Model/_Book.swift": "class _Book {}", "Model/Book.swift": "class Book: _Book {}"])
        let (second, secondFiles) = try folder(["Model/_Book.swift": "class _Book {}", "Model/Book.swift": "class Book: _Book {}"])
        let check = { (files: [URL]) -> CommandOutput in
            runs += 1
            return CommandOutput(status: 1, output: "\(files[0].path):1:7: error: something")
        }
        _ = memo.output(flags: ["-typecheck"], files: firstFiles) { check(firstFiles) }
        let answer = memo.output(flags: ["-typecheck"], files: secondFiles) { check(secondFiles) }
        XCTAssertEqual(runs, 1)
        XCTAssertEqual(memo.shared, 1)
        XCTAssertEqual(answer.status, 1)
        XCTAssertEqual(answer.output, "\(second.path)/Model/Book.swift:1:7: error: something")
        XCTAssertFalse(answer.output.contains(first.path))
    }

    func testAByteANameOrAFlagMakesAnotherInput() throws {
        let memo = TypecheckMemo()
        var runs = 0
        let ok = { () -> CommandOutput in runs += 1; return CommandOutput(status: 0, output: "") }
        let (_, base) = try folder(["A.swift": "let a = 1"])
        let (_, byte) = try folder(["A.swift": "let a = 2"])
        let (_, name) = try folder(["B.swift": "let a = 1"])
        _ = memo.output(flags: ["-typecheck"], files: base, check: ok)
        _ = memo.output(flags: ["-typecheck"], files: byte, check: ok)
        _ = memo.output(flags: ["-typecheck"], files: name, check: ok)
        _ = memo.output(flags: ["-typecheck", "-swift-version", "6"], files: base, check: ok)
        XCTAssertEqual(runs, 4)
        XCTAssertEqual(memo.shared, 0)
    }

    func testAnUnreadableFileIsNeverShared() throws {
        let memo = TypecheckMemo()
        var runs = 0
        let missing = [URL(fileURLWithPath: "/nonexistent/momgen-memo/A.swift")]
        for _ in 0..<2 {
            _ = memo.output(flags: [], files: missing) { runs += 1; return CommandOutput(status: 1, output: "no such file") }
        }
        XCTAssertEqual(runs, 2)
    }
}
