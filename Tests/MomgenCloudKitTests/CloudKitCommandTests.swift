// `momgen cloudkit` as users run it: the text on standard output, and
// `--compare` through the lint reporters with lint's exit codes.
import Foundation
import MomgenTestSupport
import XCTest

final class CloudKitCommandTests: XCTestCase {
    var hibi: String { CloudKitCase.fixtures.appendingPathComponent("SwiftData/hibi.xcdatamodel").path }

    func testPrintsTheSchemaOfEveryModelForm() throws {
        let result = try MomgenProcess.run(["cloudkit", hibi, "--mode", "initialize"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("DEFINE SCHEMA\n\n    RECORD TYPE CD_DayCustomization (\n"))
        // The contents file names the same model.
        let contents = try MomgenProcess.run(["cloudkit", hibi + "/contents", "--mode", "initialize"])
        XCTAssertEqual(contents.stdout, result.stdout)
    }

    func testCompareExitCodesAsLint() throws {
        let folder = TestPaths.temporaryFolder("cloudkit-cli")
        defer { try? FileManager.default.removeItem(at: folder) }
        let inSync = folder.appendingPathComponent("in-sync.ckdb").path
        let printed = try MomgenProcess.run(["cloudkit", hibi, "--mode", "initialize", "--output", inSync])
        XCTAssertEqual(printed.status, 0, printed.stderr)
        let clean = try MomgenProcess.run(["cloudkit", hibi, "--mode", "initialize", "--compare", inSync])
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertTrue(clean.stdout.contains("matches the initialize mode"))

        let old = folder.appendingPathComponent("old.ckdb").path
        let text = try String(contentsOfFile: inSync, encoding: .utf8).replacingOccurrences(of: "        CD_text                 STRING QUERYABLE SEARCHABLE SORTABLE,\n", with: "")
        try text.write(toFile: old, atomically: true, encoding: .utf8)
        let broken = try MomgenProcess.run(["cloudkit", hibi, "--mode", "initialize", "--compare", old, "--format", "github"])
        XCTAssertEqual(broken.status, 1, broken.stderr)
        XCTAssertTrue(broken.stdout.contains("::error file="), broken.stdout)
        XCTAssertTrue(broken.stdout.contains("CD_TextObject.CD_text"), broken.stdout)

        let sarif = try MomgenProcess.run(["cloudkit", hibi, "--mode", "initialize", "--compare", old, "--format", "sarif"])
        XCTAssertEqual(sarif.status, 1)
        XCTAssertTrue(sarif.stdout.contains("cloudkit-schema-missing-field"))

        let bad = folder.appendingPathComponent("bad.ckdb").path
        try "DEFINE SCHEMA\nRECORD TYPE (".write(toFile: bad, atomically: true, encoding: .utf8)
        let unreadable = try MomgenProcess.run(["cloudkit", hibi, "--compare", bad])
        XCTAssertEqual(unreadable.status, 3)
        XCTAssertTrue(unreadable.stdout.contains("bad.ckdb:2:13: error: expected a record type name"), unreadable.stdout)

        let usage = try MomgenProcess.run(["cloudkit", hibi, "--configuration", "Nope"])
        XCTAssertEqual(usage.status, 2, usage.stderr)
    }
}

/// Every MODEL form gives the same schema: the real models of ../shared/momc-pairs, as
/// source and as the `.mom` Apple's momc compiled from them.
final class CloudKitModelFormsTests: XCTestCase {
    func testSourceAndCompiledModelGiveTheSameSchema() throws {
        let root = try TestRequirements.shared("momc-pairs", for: "models compiled by momc")
        for name in ["cartkit", "graphnext", "pulsum"] {
            let folder = root.appendingPathComponent(name)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            let source = try XCTUnwrap(files.first { $0.hasSuffix(".xcdatamodel") })
            let compiled = try XCTUnwrap(files.first { $0.hasSuffix(".mom") })
            let fromSource = try MomgenProcess.run(["cloudkit", folder.appendingPathComponent(source).path, "--mode", "initialize"])
            let fromCompiled = try MomgenProcess.run(["cloudkit", folder.appendingPathComponent(compiled).path, "--mode", "initialize"])
            XCTAssertEqual(fromSource.status, 0, fromSource.stderr)
            XCTAssertEqual(fromSource.stdout, fromCompiled.stdout, name)
            XCTAssertTrue(fromSource.stdout.contains("RECORD TYPE CD_"), name)
        }
    }
}
