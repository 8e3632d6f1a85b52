// Issue 34, item 8: `decompile` (and `store --extract-model`, which writes
// through the same step) never replaces a `contents` it did not just
// produce: a hand-written model, or the bundle version the store names, is
// refused with one line and left as it was.
import Foundation
import MomgenTestSupport
import XCTest

final class DecompileOverwriteTests: XCTestCase {
    var folder: URL!

    override func setUp() {
        folder = TestPaths.temporaryFolder("decompile-overwrite")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    func testIssue34Item8DecompileRefusesToOverwriteAHandWrittenContents() throws {
        let mom = folder.appendingPathComponent("Fixture.mom")
        try Data(ArchiveFixture.bytes()).write(to: mom)
        let out = folder.appendingPathComponent("out")
        let contents = out.appendingPathComponent("Fixture.xcdatamodel/contents")
        try FileManager.default.createDirectory(at: contents.deletingLastPathComponent(), withIntermediateDirectories: true)
        let handWritten = "<?xml version=\"1.0\"?>\n<model><entity name=\"Mine\"/></model>\n"
        try handWritten.write(to: contents, atomically: true, encoding: .utf8)
        let refused = try MomgenProcess.run(["decompile", mom.path, "--output", out.path])
        XCTAssertNotEqual(refused.status, 0, refused.stdout + refused.stderr)
        XCTAssertTrue(refused.stderr.contains("refusing to overwrite"), refused.stderr)
        XCTAssertEqual(try String(contentsOf: contents, encoding: .utf8), handWritten)
        // Into a fresh folder, and again over its own output, it writes.
        try FileManager.default.removeItem(at: out)
        for _ in 0..<2 {
            let result = try MomgenProcess.run(["decompile", mom.path, "--output", out.path])
            XCTAssertEqual(result.status, 0, result.stderr)
        }
    }

    func testIssue34Item8ExtractModelNeverReplacesTheBundlesVersion() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "a store's model cache")
        let pair = try XCTUnwrap(DDLPair.all().first { $0.slug == "bnr-coredatastack-testmodel" })
        let store = try StoreCopy.of(pair)
        defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
        let bundle = folder.appendingPathComponent(URL(fileURLWithPath: pair.bundle).lastPathComponent)
        try FileManager.default.copyItem(atPath: pair.bundle, toPath: bundle.path)
        // Whatever folder name the store's model gets, it is a version here, edited by hand.
        let first = try MomgenProcess.run(["store", bundle.path, store.path, "--model-version", pair.version, "--extract-model", folder.appendingPathComponent("probe").path])
        let name = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("probe").path).first, first.stderr)
        let version = bundle.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        let edited = "<?xml version=\"1.0\"?>\n<model type=\"com.apple.IDECoreDataModeler.DataModel\"><entity name=\"EditedByHand\" representedClassName=\"EditedByHand\" syncable=\"YES\"/></model>\n"
        try edited.write(to: version.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let result = try MomgenProcess.run(["store", bundle.path, store.path, "--model-version", name.replacingOccurrences(of: ".xcdatamodel", with: ""), "--extract-model", bundle.path])
        XCTAssertTrue(result.stderr.contains("refusing"), result.stdout + result.stderr)
        XCTAssertEqual(try String(contentsOf: version.appendingPathComponent("contents"), encoding: .utf8), edited)
    }
}
