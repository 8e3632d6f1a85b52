// The versions stage of the swiftdata layout on real bundles: the Shelf
// fixture (four versions: an inferable step, a hash-equal version, a type
// change), Journal (a required attribute added without a default), and
// one-version models.
import MomgenCore
import MomgenSwift
import MomgenSwiftData
import MomgenTestSupport
import XCTest

final class SwiftDataVersionPlannerTests: XCTestCase {
    static var shelfPath: String { TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Shelf.xcdatamodeld").path }

    func testShelfMergesEqualVersionsAndJudgesEachStep() throws {
        let loaded = try ModelLoader().load(Self.shelfPath)
        let planning = try SwiftDataVersionPlanner().plan(for: loaded, modelName: "Shelf")
        let plan = planning.plan
        XCTAssertEqual(plan.schemas.map { plan.naming.schemaName($0.version.number) }, ["ShelfSchemaV1", "ShelfSchemaV2", "ShelfSchemaV3"])
        XCTAssertEqual(plan.schemas.map(\.version.versionNames), [["Shelf"], ["Shelf 2", "Shelf 3"], ["Shelf 4"]])
        // 'Shelf 3' (identifier 2.1) stands for the merged schema; 'Shelf 4' says 3.
        XCTAssertEqual(plan.schemas.map(\.version.identifier.description), ["1.0.0", "2.1.0", "3.0.0"])
        XCTAssertEqual(plan.currentSchemaName, "ShelfSchemaV3")
        XCTAssertEqual(plan.stages.map(\.kind), [.lightweight, .custom])
        XCTAssertEqual(plan.stages.map { "\($0.from)→\($0.to) \($0.fromVersion)→\($0.toVersion)" },
                       ["1→2 Shelf→Shelf 3", "2→3 Shelf 3→Shelf 4"])
        // The custom stage names what must be migrated, from diff's findings.
        XCTAssertEqual(plan.stages[1].findings.count, 1)
        XCTAssertTrue(plan.stages[1].findings[0].hasPrefix("Book.pages: attribute `pages` changed type from Integer 32 to String"), plan.stages[1].findings[0])
        XCTAssertEqual(plan.stages[0].findings, [])
        let rules = planning.notes.map(\.ruleID)
        XCTAssertEqual(Set(rules), ["swiftdata-custom-stage", "swiftdata-merged-versions"])
        let custom = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-custom-stage" })
        XCTAssertEqual(custom.severity, .warning)
        XCTAssertTrue(custom.location.file.hasSuffix("Shelf 4.xcdatamodel/contents"), custom.location.file)
        XCTAssertGreaterThan(custom.location.line, 0)
        XCTAssertEqual(custom.entity, "Book")
    }

    func testAnOlderVersionPlansUpToItAndSaysWhatIsLeftOut() throws {
        let loaded = try ModelLoader().load(Self.shelfPath, version: "Shelf 2")
        let planning = try SwiftDataVersionPlanner().plan(for: loaded, modelName: "Shelf")
        XCTAssertEqual(planning.plan.schemas.map(\.version.versionNames), [["Shelf"], ["Shelf 2"]])
        XCTAssertEqual(planning.plan.stages.map(\.kind), [.lightweight])
        let later = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-later-versions" })
        XCTAssertTrue(later.message.contains("'Shelf 3', 'Shelf 4'"), later.message)
    }

    func testTwoSchemasWithOneIdentifierAreWarnedAbout() throws {
        let folder = TestPaths.temporaryFolder("sd-planner")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Shelf.xcdatamodeld").path
        try FileManager.default.copyItem(atPath: Self.shelfPath, toPath: bundle)
        // 'Shelf 3' (the merged schema's model) now says 3, as 'Shelf 4' does.
        let contents = bundle + "/Shelf 3.xcdatamodel/contents"
        try String(contentsOfFile: contents, encoding: .utf8)
            .replacingOccurrences(of: "userDefinedModelVersionIdentifier=\"2.1\"", with: "userDefinedModelVersionIdentifier=\"3\"")
            .write(toFile: contents, atomically: true, encoding: .utf8)
        let planning = try SwiftDataVersionPlanner().plan(for: try ModelLoader().load(bundle), modelName: "Shelf")
        XCTAssertEqual(planning.plan.schemas.map(\.version.identifier.description), ["1.0.0", "3.0.0", "3.0.0"])
        let note = try XCTUnwrap(planning.notes.first { $0.ruleID == "swiftdata-duplicate-version-identifier" })
        XCTAssertEqual(note.severity, .warning)
        XCTAssertTrue(note.message.hasPrefix("ShelfSchemaV3 and ShelfSchemaV2 both have versionIdentifier 3.0.0"), note.message)
    }

    func testJournalAddsARequiredAttributeWithoutDefault() throws {
        let loaded = try ModelLoader().load(TestPaths.sampleModel("Journal"))
        let plan = try SwiftDataVersionPlanner().plan(for: loaded, modelName: "Journal").plan
        XCTAssertEqual(plan.schemas.count, 2)
        XCTAssertEqual(plan.stages.map(\.kind), [.custom])
        XCTAssertTrue(plan.stages[0].findings.contains { $0.hasPrefix("Entry.id: required attribute `id` added with no default value") },
                      "\(plan.stages[0].findings)")
    }

    func testOneVersionIsOneSchemaAndNoStages() throws {
        for name in ["BookStore", "People"] {
            let loaded = try ModelLoader().load(TestPaths.sampleModel(name))
            let planning = try SwiftDataVersionPlanner().plan(for: loaded, modelName: name)
            XCTAssertEqual(planning.plan.schemas.count, 1, name)
            XCTAssertEqual(planning.plan.currentSchemaName, "\(name)SchemaV1")
            XCTAssertEqual(planning.plan.current.version.identifier.description, "1.0.0")
            XCTAssertEqual(planning.plan.stages, [])
            XCTAssertEqual(planning.notes, [])
        }
        // A model folder outside a bundle is one version too.
        let folder = TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Shelf.xcdatamodeld/Shelf 2.xcdatamodel").path
        let planning = try SwiftDataVersionPlanner().plan(for: try ModelLoader().load(folder), modelName: "Shelf 2")
        XCTAssertEqual(planning.plan.schemas.count, 1)
        XCTAssertEqual(planning.plan.stages, [])
    }
}
