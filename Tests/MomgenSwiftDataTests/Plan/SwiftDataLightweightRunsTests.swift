// Issue 40, item 1 (second half): SwiftData infers consecutive lightweight
// stages as one jump, so a run whose jump lightweight migration cannot make
// is split by a custom stage with no handlers. The fixture is the way real
// bundles change a property so that each step infers and the jump does not:
// an attribute removed, then added again under its name with another type.
import MomgenSwiftData
import XCTest

final class SwiftDataLightweightRunsTests: XCTestCase {
    private static let code = #"<attribute name="code" optional="YES" attributeType="String"/>"#
    private static let numericCode = #"<attribute name="code" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>"#

    func testARemovedAttributeAddedAgainWithAnotherTypeSplitsTheRun() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false, extra: Self.code)),
            ("Library 2", PlanVersions.library(ordered: false)),
            ("Library 3", PlanVersions.library(ordered: false, extra: Self.numericCode)),
        ])
        let stages = planning.plan.stages
        // Each step alone is inferable; the jump Library → Library 3 is a type
        // change, so the stage leaving Library ends a run of its own.
        XCTAssertEqual(stages.map(\.kind), [.custom, .lightweight])
        XCTAssertNil(stages[1].runBreak)
        let runBreak = try XCTUnwrap(stages[0].runBreak)
        XCTAssertEqual(runBreak.fromVersion, "Library")
        XCTAssertEqual(runBreak.toVersion, "Library 3")
        XCTAssertEqual(runBreak.reasons, ["Book.code: attribute `code` changed type from String to Integer 64: an inferred mapping does not convert values between types, and the stored values are lost"])
        let note = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-lightweight-run-split" })
        XCTAssertEqual(note.severity, .info)
        XCTAssertTrue(note.message.hasPrefix("SwiftData infers consecutive lightweight stages as one jump, and lightweight migration cannot make the jump from 'Library' to 'Library 3' (Book.code: "), note.message)
        XCTAssertTrue(note.message.contains("the stage from 'Library' to 'Library 2' (LibrarySchemaV1 → LibrarySchemaV2) is custom with no handlers"), note.message)
        XCTAssertEqual(note.property, "code")
        // The split stage is no custom stage to fill in; what its step drops is still warned.
        XCTAssertFalse(planning.notes.contains { $0.ruleID == "swiftdata-custom-stage" })
        let lossy = planning.notes.filter { $0.ruleID == "swiftdata-lossy-stage" }
        XCTAssertEqual(lossy.count, 1)
        XCTAssertTrue(lossy.first?.message.hasPrefix("the custom stage with no handlers from 'Library' to 'Library 2'") == true, lossy.first?.message ?? "")
        XCTAssertTrue(lossy.first?.fixHint?.hasPrefix("if the data must survive, copy it in the stage's willMigrate") == true, lossy.first?.fixHint ?? "")
    }

    func testARenameKeptStepByStepIsKeptByTheJump() throws {
        // Core Data matches renaming identifiers (each defaulting to the
        // name): `c` keeps the identifier `a`, so every step and the jump
        // Library → Library 3 continue `a`.
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false, extra: #"<attribute name="a" optional="YES" attributeType="String"/>"#)),
            ("Library 2", PlanVersions.library(ordered: false, extra: #"<attribute name="b" optional="YES" attributeType="String" elementID="a"/>"#)),
            ("Library 3", PlanVersions.library(ordered: false, extra: #"<attribute name="c" optional="YES" attributeType="String" elementID="a"/>"#)),
        ])
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.lightweight, .lightweight])
        XCTAssertFalse(planning.notes.contains { $0.ruleID == "swiftdata-lossy-stage" || $0.ruleID == "swiftdata-lightweight-run-split" })
    }

    func testEverySchemaOfTheRunIsAStartStoresJumpFrom() throws {
        // Library → Library 4 adds `code` as a number (inferable), but a store
        // of Library 2 (code a String) would jump to Library 4 too.
        let subtitle = PlanVersions.attributes(["subtitle"])
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false)),
            ("Library 2", PlanVersions.library(ordered: false, extra: Self.code)),
            ("Library 3", PlanVersions.library(ordered: false, extra: subtitle)),
            ("Library 4", PlanVersions.library(ordered: false, extra: subtitle + Self.numericCode)),
        ])
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.lightweight, .custom, .lightweight])
        XCTAssertEqual(planning.plan.stages[1].runBreak?.fromVersion, "Library 2")
        XCTAssertEqual(planning.plan.stages[1].runBreak?.toVersion, "Library 4")
    }

    func testARunWhoseJumpIsInferableStaysLightweight() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false)),
            ("Library 2", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["subtitle"]))),
            ("Library 3", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["subtitle", "isbn"]))),
            ("Library 4", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["isbn"]))),
        ])
        // The last step drops `subtitle` (warned on that step); the jumps drop nothing else.
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.lightweight, .lightweight, .lightweight])
        XCTAssertFalse(planning.notes.contains { $0.ruleID == "swiftdata-lightweight-run-split" })
        XCTAssertEqual(planning.notes.filter { $0.ruleID == "swiftdata-lossy-stage" }.count, 1)
    }

    func testASplitStageThatDropsDataIsStillWarned() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false, extra: Self.code + PlanVersions.attributes(["keep"]))),
            ("Library 2", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["keep"]))),
            ("Library 3", PlanVersions.library(ordered: false, extra: Self.numericCode)),
        ])
        XCTAssertNotNil(planning.plan.stages[0].runBreak)
        let lossy = planning.notes.filter { $0.ruleID == "swiftdata-lossy-stage" }
        XCTAssertEqual(lossy.count, 2)
        XCTAssertTrue(lossy.contains { $0.message.hasPrefix("the custom stage with no handlers from 'Library' to 'Library 2'") && $0.message.contains("Book.code") },
                      lossy.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(lossy.contains { $0.message.hasPrefix("the lightweight stage from 'Library 2' to 'Library 3'") && $0.message.contains("Book.keep") },
                      lossy.map(\.message).joined(separator: "\n"))
    }
}
