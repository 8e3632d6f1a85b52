// Issue 40, item 2: a plan's schemas are chosen by the checksum SwiftData
// computes from the classes, so versions that differ only in what a `@Model`
// class cannot say are one schema, and no two schemas share a checksum
// (SwiftData: "Duplicate version checksums across stages detected").
import MomgenModel
import MomgenSwiftData
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftDataPlanChecksumTests: XCTestCase {
    /// The SwiftData checksum of each schema's classes.
    private func checksums(_ planning: SwiftDataPlanning) -> [String] {
        planning.plan.schemas.map { SwiftDataVersionHashes(model: $0.model).swiftData.checksum }
    }

    func testTheOrderedRelationshipRemedyGivesOneSchema() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: true)),
            ("Library 2", PlanVersions.library(ordered: false)),
            ("Library 3", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["subtitle"]))),
        ])
        XCTAssertEqual(planning.plan.schemas.map(\.version.versionNames), [["Library", "Library 2"], ["Library 3"]])
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.lightweight])
        let merged = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-merged-versions" })
        XCTAssertTrue(merged.message.contains("'Library', 'Library 2' give @Model classes with equal SwiftData checksums (their Core Data hashes differ"), merged.message)
        XCTAssertTrue(merged.message.contains("Duplicate version checksums across stages detected"), merged.message)
        XCTAssertEqual(Set(checksums(planning)).count, planning.plan.schemas.count)
    }

    func testTheChecksumIsTheClassesNotTheModel() throws {
        let model = try ModelXML.resolved(PlanVersions.library(ordered: true))
        let hashes = SwiftDataVersionHashes(model: model)
        XCTAssertFalse(hashes.keepsHashes)
        XCTAssertNotEqual(hashes.swiftData.checksum, hashes.coreData.checksum)
        let unordered = SwiftDataVersionHashes(model: try ModelXML.resolved(PlanVersions.library(ordered: false)))
        XCTAssertTrue(unordered.keepsHashes)
        XCTAssertEqual(hashes.swiftData.checksum, unordered.swiftData.checksum)
    }

    func testAVersionBackToAnEarlierShapeJoinsTheLaterSchema() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false)),
            ("Library 2", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["isbn"]))),
            ("Library 3", PlanVersions.library(ordered: false)),
        ])
        XCTAssertEqual(planning.plan.schemas.map(\.version.versionNames), [["Library 2"], ["Library", "Library 3"]])
        XCTAssertEqual(planning.plan.currentSchemaName, "LibrarySchemaV2")
        XCTAssertEqual(Set(checksums(planning)).count, 2)
        // A store of the first version opens as the schema it joined.
        XCTAssertEqual(planning.stores.map(\.schema), [2, 1, 2])
    }
}
