// `momgen ddl` as users run it: output forms, --output written atomically,
// --compare exit codes.
import Foundation
import MomgenTestSupport
import XCTest

final class DDLCommandTests: XCTestCase {
    private let bookStore = TestPaths.sampleModel("BookStore")

    private func golden(_ name: String) throws -> String {
        try String(contentsOf: TestPaths.testsFolder("Goldens/ddl/\(name)"), encoding: .utf8)
    }

    func testPrintsTheGoldenForms() throws {
        let plain = try MomgenProcess.run(["ddl", bookStore])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertEqual(plain.stdout, try golden("BookStore.sql"))
        let annotated = try MomgenProcess.run(["ddl", bookStore, "--annotate", "--rows"])
        XCTAssertEqual(annotated.stdout, try golden("BookStore.annotated.sql"))
        let json = try MomgenProcess.run(["ddl", bookStore, "--format", "json"])
        XCTAssertEqual(json.stdout, try golden("BookStore.json"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))
    }

    func testLegacyIndexNamesAndModelVersion() throws {
        let journal = TestPaths.sampleModel("Journal")
        let legacy = try MomgenProcess.run(["ddl", journal, "--legacy-index-names"])
        XCTAssertTrue(legacy.stdout.contains("CREATE INDEX ZTAG_ZNAME_INDEX ON ZTAG (ZNAME);"), legacy.stdout)
        let first = try MomgenProcess.run(["ddl", journal, "--model-version", "Journal"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.hasPrefix("CREATE TABLE ZENTRY ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCREATEDAT TIMESTAMP, ZBODY VARCHAR );\n"))
        XCTAssertFalse(first.stdout.contains("ZTAG"))
        XCTAssertEqual(try MomgenProcess.run(["ddl", journal, "--model-version", "Nope"]).status, 2)
        XCTAssertEqual(try MomgenProcess.run(["ddl", "/nonexistent/Model.xcdatamodeld"]).status, 3)
    }

    func testOutputIsWrittenAtomicallyAndNeverPartially() throws {
        let folder = TestPaths.temporaryFolder("ddl-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("schema.sql")
        try Data("old".utf8).write(to: target)
        let run = try MomgenProcess.run(["ddl", bookStore, "--output", target.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), try golden("BookStore.sql"))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["schema.sql"], "no temporary file is left")

        let missing = folder.appendingPathComponent("no/such/folder/schema.sql")
        let failed = try MomgenProcess.run(["ddl", bookStore, "--output", missing.path])
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertTrue(failed.stderr.contains("error"), failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["schema.sql"])
    }

    func testCompareExitCodes() throws {
        try TestRequirements.shared("ddl-pairs", for: "the real (model, store) pairs")
        guard let pair = try DDLPair.all().first(where: { $0.slug == "wibosco-migration-v3" }) else { return XCTFail("pair missing") }
        let store = try StoreCopy.of(pair)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let same = try MomgenProcess.run(["ddl", pair.bundle, "--model-version", pair.version, "--compare", store.path])
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
        XCTAssertEqual(same.stdout, "no differences: 5 tables, 1 indexes and 2 entities match\n")
        // The current version of the bundle is another model: the store differs from it.
        let other = try MomgenProcess.run(["ddl", pair.bundle, "--compare", store.path, "--format", "json"])
        XCTAssertEqual(other.status, 1, other.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(other.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(report?["identical"] as? Bool, false)
        StoreCopy.mutate(store, "DROP INDEX ZSECTION_ZPOST_INDEX;")
        let mutated = try MomgenProcess.run(["ddl", pair.bundle, "--model-version", pair.version, "--compare", store.path])
        XCTAssertEqual(mutated.status, 1)
        XCTAssertTrue(mutated.stdout.hasPrefix("ZSECTION_ZPOST_INDEX: missing index (CREATE INDEX ZSECTION_ZPOST_INDEX ON ZSECTION (ZPOST))\n"), mutated.stdout)
        let unreadable = try MomgenProcess.run(["ddl", pair.bundle, "--compare", store.path + ".missing"])
        XCTAssertEqual(unreadable.status, 3)
    }
}
