// `lint --all-versions` (issue 39 item 5): a bundle in which no version could
// be read exits 3, as plain `lint` does on an unreadable model, instead of
// passing a CI job that linted nothing; an Xcode 3 binary `.xcdatamodel`
// (an `elements` file, no `contents`) is named as such.
import Foundation
import MomgenTestSupport
import XCTest

final class AllVersionsLintTests: XCTestCase {
    /// An Xcode 3 version folder: `elements` and `layout`, no `contents`.
    private func binaryVersion(_ folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("bplist00".utf8).write(to: folder.appendingPathComponent("elements"))
        try Data("bplist00".utf8).write(to: folder.appendingPathComponent("layout"))
    }

    func testABundleWithNoReadableVersionExits3() throws {
        let folder = TestPaths.temporaryFolder("all-versions-binary")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Old.xcdatamodeld")
        try binaryVersion(bundle.appendingPathComponent("Old.xcdatamodel"))
        let result = try MomgenProcess.run(["lint", "--all-versions", bundle.path], in: folder)
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        XCTAssertTrue((result.stdout + result.stderr).contains("Xcode 3's binary format"), result.stdout + result.stderr)
    }

    func testALoneBinaryModelIsNamedAsSuch() throws {
        let folder = TestPaths.temporaryFolder("lone-binary")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Old.xcdatamodel")
        try binaryVersion(model)
        let result = try MomgenProcess.run(["lint", model.path], in: folder)
        XCTAssertEqual(result.status, 3, result.stdout + result.stderr)
        XCTAssertTrue((result.stdout + result.stderr).contains("an Xcode 3 binary model"), result.stdout + result.stderr)
        XCTAssertFalse((result.stdout + result.stderr).contains("not a Core Data model"), result.stdout + result.stderr)
    }
}
