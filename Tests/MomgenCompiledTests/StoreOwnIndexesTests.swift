// Issue 32 item 4 on real stores: a store compared with the schema of its
// own model cache has every index it expects, no more and no fewer (three
// of the ten ddl-pairs stores gave 2 false "missing index" each while
// derived indexes were read back as the source's).
import Foundation
import MomgenTestSupport
import XCTest

final class StoreOwnIndexesTests: XCTestCase {
    func testEveryStoreMatchesTheSchemaOfItsOwnModel() throws {
        _ = try TestRequirements.shared("ddl-pairs", for: "store model caches")
        var checked = 0
        for pair in try DDLPair.all() {
            let store = try StoreCopy.of(pair)
            defer { try? FileManager.default.removeItem(at: store.deletingLastPathComponent()) }
            let result = try MomgenProcess.run(["ddl", store.path, "--compare", store.path])
            XCTAssertEqual(result.status, 0, "\(pair.slug)\n\(result.stdout)\(result.stderr)")
            XCTAssertFalse(result.stdout.localizedCaseInsensitiveContains("missing index"), pair.slug)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 9)
    }
}
