// Issue 40, item 3: every frozen version is checked against the stores it
// wrote. A store Core Data wrote records Core Data's hashes; when no schema's
// classes have them, SwiftData throws 134504 for it.
import MomgenSwiftData
import XCTest

final class SwiftDataStoreVersionsTests: XCTestCase {
    func testOrderedInBothVersionsLeavesTheFirstStoresUnmatched() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: true)),
            ("Library 2", PlanVersions.library(ordered: true, extra: PlanVersions.attributes(["subtitle"]))),
        ])
        XCTAssertEqual(planning.stores, [SwiftDataStoreVerdict(version: "Library", schema: nil), SwiftDataStoreVerdict(version: "Library 2", schema: nil)])
        let findings = planning.notes.filter { $0.ruleID == "swiftdata-store-version-unmatched" }
        // The current version has its own per-entity check (swiftdata-store-migration).
        XCTAssertEqual(findings.count, 1)
        let finding = try XCTUnwrap(findings.first)
        XCTAssertEqual(finding.severity, .warning)
        XCTAssertTrue(finding.message.hasPrefix("a store Core Data wrote with model version 'Library' matches no schema of LibraryMigrationPlan"), finding.message)
        XCTAssertTrue(finding.message.contains("Book: `chapters` ordered YES → NO"), finding.message)
        XCTAssertTrue(finding.message.contains("134504"), finding.message)
        XCTAssertTrue(finding.message.contains("if that version shipped"), finding.message)
        XCTAssertTrue(finding.location.file.hasSuffix("Library.xcdatamodel/contents"), finding.location.file)
        XCTAssertTrue(try XCTUnwrap(finding.fixHint).hasPrefix("no later version's stores open"), finding.fixHint ?? "")
    }

    func testTheHintNamesTheFirstLaterVersionWhoseStoresOpen() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: true)),
            ("Library 2", PlanVersions.library(ordered: true, extra: PlanVersions.attributes(["subtitle"]))),
            ("Library 3", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["subtitle"]))),
            ("Library 4", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["subtitle", "isbn"]))),
        ])
        XCTAssertEqual(planning.plan.schemas.map(\.version.versionNames), [["Library"], ["Library 2", "Library 3"], ["Library 4"]])
        XCTAssertEqual(planning.stores.map(\.schema), [nil, nil, 2, 3])
        let findings = planning.notes.filter { $0.ruleID == "swiftdata-store-version-unmatched" }
        XCTAssertEqual(Set(findings.map { $0.location.file.components(separatedBy: "/")[1] }), ["Library.xcdatamodel", "Library 2.xcdatamodel"])
        for finding in findings {
            XCTAssertTrue(try XCTUnwrap(finding.fixHint).hasPrefix("stores must reach 'Library 3' (LibrarySchemaV2"), finding.fixHint ?? "")
            // The remedy names the option that starts the plan there.
            XCTAssertTrue(try XCTUnwrap(finding.fixHint).hasSuffix("and start the plan there (generate --swiftdata-start-version 'Library 3', or swiftdata-start-version in momgen.yml), which leaves the older versions out"),
                          finding.fixHint ?? "")
        }
    }

    func testVersionsTheClassesExpressOpenTheirStores() throws {
        let planning = try PlanVersions.plan([
            ("Library", PlanVersions.library(ordered: false)),
            ("Library 2", PlanVersions.library(ordered: false, extra: PlanVersions.attributes(["subtitle"]))),
        ])
        XCTAssertEqual(planning.stores.map(\.schema), [1, 2])
        XCTAssertFalse(planning.notes.contains { $0.ruleID == "swiftdata-store-version-unmatched" })
    }
}

/// The lock is the project's own record of what shipped: a locked version
/// whose stores no schema opens is an error (each of those stores throws).
final class SwiftDataStoreVersionsLockTests: XCTestCase {
    func testALockedVersionWhoseStoresNoSchemaOpensIsAnError() throws {
        let versions = try PlanVersions.versions([
            ("Library", PlanVersions.library(ordered: true)),
            ("Library 2", PlanVersions.library(ordered: true, extra: PlanVersions.attributes(["subtitle"]))),
        ])
        let planning = SwiftDataVersionPlanner().plan(versions, naming: SwiftDataSchemaNaming(stem: "Library"), released: ["Library"])
        let finding = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-store-version-unmatched" })
        XCTAssertEqual(finding.severity, .error)
        XCTAssertTrue(finding.message.contains("the version lock records 'Library' as released, so such stores exist"), finding.message)
        let unlocked = SwiftDataVersionPlanner().plan(versions, naming: SwiftDataSchemaNaming(stem: "Library"), released: ["Library 2"])
        XCTAssertEqual(unlocked.notes.first { $0.ruleID == "swiftdata-store-version-unmatched" }?.severity, .warning)
    }
}
