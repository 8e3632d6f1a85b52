// Issue 40, item 1: a `.lightweight` stage that drops data is a warning,
// naming the two versions, what is dropped and both fixes (a custom stage,
// or the version order when the step runs backwards).
import MomgenSwiftData
import XCTest

final class SwiftDataLossyStageTests: XCTestCase {
    func testALightweightStageThatDropsAnAttributeIsAWarning() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["favorite", "pax"]))),
            ("Library 2", PlanVersions.library(ordered: false)),
        ])
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.lightweight])
        let finding = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-lossy-stage" })
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.hasPrefix("the lightweight stage from 'Library' to 'Library 2' (LibrarySchemaV1 → LibrarySchemaV2) drops data: "), finding.message)
        XCTAssertTrue(finding.message.contains("Book.favorite") && finding.message.contains("Book.pax"), finding.message)
        XCTAssertEqual(finding.entity, "Book")
        let hint = try XCTUnwrap(finding.fixHint)
        XCTAssertTrue(hint.contains("make the stage custom") && hint.contains("fix the version order"), hint)
    }

    func testALightweightStageThatAddsIsQuiet() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false)),
            ("Library 2", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["favorite"]))),
        ])
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.lightweight])
        XCTAssertFalse(planning.notes.contains { $0.ruleID == "swiftdata-lossy-stage" })
    }
}
