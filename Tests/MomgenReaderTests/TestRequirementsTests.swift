// The switch between a fresh clone (a missing ../shared or tool skips the
// test with one line) and CI (MOMGEN_STRICT_TESTS=1: the same gap fails).
import MomgenTestSupport
import XCTest

final class TestRequirementsTests: XCTestCase {
    func testAMissingRequirementSkipsOnAFreshClone() {
        let error = TestRequirements.missing("../shared/corpus is missing", environment: [:])
        XCTAssertTrue(error is XCTSkip, "without \(TestRequirements.strictVariable) a gap must skip, got \(error)")
        XCTAssertFalse(TestRequirements.isStrict([TestRequirements.strictVariable: "0"]))
    }

    func testAMissingRequirementFailsInCI() {
        let environment = [TestRequirements.strictVariable: "1"]
        XCTAssertTrue(TestRequirements.isStrict(environment))
        let error = TestRequirements.missing("../shared/corpus is missing", environment: environment)
        XCTAssertFalse(error is XCTSkip, "under \(TestRequirements.strictVariable)=1 a gap must fail, not skip")
        XCTAssertTrue("\(error)".contains("../shared/corpus is missing"), "\(error)")
    }

    func testAbsentToolIsReportedAndPresentToolPasses() throws {
        XCTAssertTrue(TestRequirements.isOnPath("sh"))
        XCTAssertFalse(TestRequirements.isOnPath("momgen-no-such-tool"))
        XCTAssertThrowsError(try TestRequirements.tool("momgen-no-such-tool", install: "nothing")) { error in
            XCTAssertTrue("\(error)".contains("momgen-no-such-tool is not on PATH"), "\(error)")
        }
    }
}
