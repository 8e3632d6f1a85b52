// `--freeze-as` on a real app: KMReader at PR #542's fix, whose V1 and V2
// still list live classes (the latent hazard its README names, which PR
// #803 removed by freezing V1–V4 by hand). Freezing both in place, on a
// temporary copy: each keeps its checksum, every class of each becomes its
// own copy, and lint's schema-lists-live-class warnings for them are gone.
import Foundation
import MomgenTestSupport
import XCTest

final class SwiftFreezeEvidenceTests: XCTestCase {
    func testKMReadersHistoricalSchemasFreezeInPlaceWithTheirChecksums() throws {
        let original = try TestRequirements.shared("swiftdata/sources/kmreader-542-fixed/sources", for: "freezing a real app's schemas")
        let copy = TestPaths.temporaryFolder("momgen-freeze-kmreader")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: original, to: copy.appendingPathComponent("sources"))
        let sources = copy.appendingPathComponent("sources/KMReader").path
        let schemaFolder = sources + "/Core/Storage/Schema"

        func checksums() throws -> [String: String] {
            let run = try MomgenProcess.run(["versions", sources])
            XCTAssertEqual(run.status, 0, run.stderr)
            var result: [String: String] = [:], current = ""
            for line in run.stdout.split(separator: "\n") {
                if !line.hasPrefix(" ") { current = String(line.split(separator: " ").first ?? "") }
                if line.hasPrefix("  checksum") { result[current] = line.split(separator: " ").last.map(String.init) }
            }
            return result
        }
        func liveClassWarnings() throws -> [String] {
            let run = try MomgenProcess.run(["lint", sources, "--quiet"])
            return run.stdout.split(separator: "\n").map(String.init).filter { $0.contains("[swiftdata-schema-lists-live-class]") }
        }
        let before = try checksums()
        XCTAssertEqual(before.count, 4, "V1, V2, V3 and Live: \(before)")
        XCTAssertFalse(try liveClassWarnings().isEmpty)

        for schema in ["KMReaderSchemaV1", "KMReaderSchemaV2"] {
            let run = try MomgenProcess.run(["generate", sources, "--freeze-as", schema, "--output", schemaFolder])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stdout, "create \(schemaFolder)/\(schema)+Frozen.swift\n")
            XCTAssertTrue(run.stderr.contains("warning: \(schema) is not the newest schema and no lock records it"), run.stderr)
        }
        XCTAssertEqual(try checksums(), before, "every schema keeps its checksum")
        let left = try liveClassWarnings()
        XCTAssertFalse(left.contains { $0.contains("KMReaderSchemaV1") || $0.contains("KMReaderSchemaV2") }, left.joined(separator: "\n"))
    }
}
