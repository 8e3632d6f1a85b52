// Never silent: every entity `momgen generate` leaves out is one note on
// standard error, at the entity in the model, naming what includes it, in a
// normal run and with --dry-run.
import Foundation
import MomgenTestSupport
import XCTest

final class SkippedEntityReportTests: XCTestCase {
    /// The notes momgen prints for the features fixture with `arguments`.
    private func notes(_ arguments: [String]) throws -> [String] {
        let out = TestPaths.temporaryFolder("momgen-skipped")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try MomgenProcess.run(["generate", Fixture.featuresPath, "--output", out.path, "--force"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stderr.split(separator: "\n").map(String.init).filter { $0.hasSuffix("[entity-left-out]") }
    }

    func testEveryLeftOutEntityIsOneNoteWithWhatIncludesIt() throws {
        let lines = try notes([])
        XCTAssertEqual(lines.count, 3, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.allSatisfy { $0.contains("Features.xcdatamodel/contents:") && $0.contains(": note: entity '") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("'Tag' is left out: its class is NSManagedObject; give it a class name") })
        XCTAssertTrue(lines.contains { $0.contains("'XcodeMade' is left out: its Codegen is Xcode's (class); --include-xcode-generated includes it") })
        XCTAssertTrue(lines.contains { $0.contains("'Hidden' is left out: its userInfo sets mogenerator.ignore; remove the key") })
    }

    func testDryRunSaysItToo() throws {
        XCTAssertEqual(try notes(["--dry-run"]).count, 3)
    }

    /// The mogenerator set generates Xcode-Codegen entities, as mogenerator
    /// did; `--skip-xcode-generated` leaves them out, and says so.
    func testMogeneratorSetIncludesXcodeCodegenUnlessSkipped() throws {
        let stock = try notes(["--template-set", "mogenerator"])
        XCTAssertFalse(stock.contains { $0.contains("'XcodeMade'") }, stock.joined(separator: "\n"))
        XCTAssertEqual(stock.count, 2)
        let skipped = try notes(["--template-set", "mogenerator", "--skip-xcode-generated"])
        XCTAssertTrue(skipped.contains { $0.contains("'XcodeMade' is left out") }, skipped.joined(separator: "\n"))
    }
}
