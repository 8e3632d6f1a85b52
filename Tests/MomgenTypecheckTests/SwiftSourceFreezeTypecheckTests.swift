// `generate --freeze-as` output compiles with the sources it was cut from,
// against the SwiftData stand-in: the live classes and their frozen copies
// in one module (a new schema, then a declared schema frozen in place by an
// extension), with the fixture's `#Unique` (iOS 18).
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftSourceFreezeTypecheckTests: XCTestCase {
    private func freeze(_ sources: [String: String], as name: String) throws -> [URL] {
        let folder = TestPaths.temporaryFolder("momgen-freeze-typecheck")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (file, text) in sources {
            try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        }
        let run = try MomgenProcess.run(["generate", folder.path, "--freeze-as", name, "--output", folder.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return names.map { folder.appendingPathComponent($0) }
    }

    func testANewFrozenSchemaTypechecksBesideTheLiveClasses() throws {
        let files = try freeze(SwiftFreezeFixture.liveFiles, as: "V1")
        XCTAssertEqual(files.map(\.lastPathComponent), ["Note.swift", "Tag.swift", "V1.swift"])
        let diagnostics = try SwiftDataStandIn.typecheck(files: files, deploymentTarget: .iOS18)
        XCTAssertEqual(diagnostics.errors.map { "\($0.sourceLocation): \($0.message)" }, [])
    }

    func testASchemaFrozenInPlaceTypechecks() throws {
        let files = try freeze(SwiftFreezeFixture.liveFiles.merging(["V1.swift": SwiftFreezeFixture.v1]) { a, _ in a }, as: "V1")
        XCTAssertEqual(files.map(\.lastPathComponent), ["Note.swift", "Tag.swift", "V1.swift", "V1+Frozen.swift"].sorted())
        let diagnostics = try SwiftDataStandIn.typecheck(files: files, deploymentTarget: .iOS18, mode: .swift6)
        XCTAssertEqual(diagnostics.errors.map { "\($0.sourceLocation): \($0.message)" }, [])
    }
}
