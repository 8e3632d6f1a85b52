// Issue 32 item 6: the decoder's notes reach the user: `note:` lines on
// standard error for every command, and `source.notes` in `dump`'s JSON
// (absent for a source model, whose dump is unchanged).
import Foundation
import MomgenTestSupport
import XCTest

final class CompiledNotesOutputTests: XCTestCase {
    func testDumpShowsNotesOnStandardErrorAndInJSON() throws {
        let folder = TestPaths.temporaryFolder("compiled-notes")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mom = folder.appendingPathComponent("Fixture.mom")
        try Data(ArchiveFixture.bytes()).write(to: mom)
        let note = "property Employee.mystery is an archived NSFutureAttributeDescription, which momgen does not know; skipped"
        let result = try MomgenProcess.run(["dump", mom.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("note: \(note)"), result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let notes = try XCTUnwrap((json["source"] as? [String: Any])?["notes"] as? [String])
        XCTAssertTrue(notes.contains(note), "\(notes)")
    }

    func testSourceModelDumpHasNoNotesKey() throws {
        let result = try MomgenProcess.run(["dump", TestPaths.sampleModel("BookStore")])
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertNil((json["source"] as? [String: Any])?["notes"])
    }
}
