// The hold-out cases (alphabetical order, every third starting with the
// first, chosen before tuning): measured separately, never tuned on.
// dispatch-generated's file is a script's output, not an export: a cross-check.
import MomgenCloudKit
import MomgenTestSupport
import XCTest

final class CloudKitHoldOutTests: XCTestCase {
    /// Differences measured on first run, with the rule that explains each.
    static let expected: [String: [String]] = [
        "dispatch-generated": [],
        "tides-swift": [],
    ]

    func testHoldOutCasesEqualTheirExports() throws {
        try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        var fields = 0
        for item in CloudKitCase.holdOut {
            let export = try item.export()
            let lines = SchemaDifference.lines(generated: try item.generated(), export: export)
            print("hold-out \(item.name) (\(item.options.mode.rawValue)): \(lines.count) differences over \(SchemaDifference.fieldsCompared(export: export)) fields")
            for line in lines { print("  \(line)") }
            XCTAssertEqual(lines, Self.expected[item.name], item.name)
            fields += SchemaDifference.fieldsCompared(export: export)
        }
        print("cloudkit hold-out cases: \(CloudKitCase.holdOut.count), fields compared: \(fields)")
    }

    func testTidesSwiftIsByteForByteTheExport() throws {
        try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        let tides = CloudKitCase.holdOut.first { $0.name == "tides-swift" }!
        XCTAssertEqual(CKDBRenderer().render(try tides.generated()), try String(contentsOfFile: tides.exportPath, encoding: .utf8))
    }

    /// The generated (not exported) file still reads, and its CD_ types match the just-in-time mode.
    func testDispatchGeneratedReads() throws {
        let root = try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        let schema = try CKDBReader().read(path: root.appendingPathComponent("dispatch-generated/schema.ckdb").path)
        XCTAssertEqual(schema.recordTypes.filter { $0.name.hasPrefix("CD_") }.count, 6)
        XCTAssertEqual(CloudKitModeMatch.of(schema), .justInTime)
    }
}
