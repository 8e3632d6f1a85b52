// The plan rules on small plans written for them: a duplicate checksum, a
// stage outside `schemas`, a released schema listing the live class; and
// silence on a plan whose released schemas list frozen copies.
import MomgenDiagnostics
import MomgenSwiftSource
import XCTest

final class SwiftPlanChecksTests: XCTestCase {
    private func plan(v1Models: String, v2Body: String, stages: String = "[]", schemas: String = "[V1.self, V2.self]") -> String {
        """
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier = Schema.Version(1, 0, 0)
            static var models: [any PersistentModel.Type] { [\(v1Models)] }
            @Model final class Note { var title: String; init() { title = "" } }
        }
        enum V2: VersionedSchema {
            static var versionIdentifier = Schema.Version(2, 0, 0)
            static var models: [any PersistentModel.Type] { [Note.self] }
            @Model final class Note { \(v2Body); init() { title = "" } }
        }
        @Model final class Note { var title: String; var body: String?; init() { title = "" } }
        enum Plan: SchemaMigrationPlan {
            static var schemas: [any VersionedSchema.Type] { \(schemas) }
            static var stages: [MigrationStage] { \(stages) }
            static let v1ToV2 = MigrationStage.lightweight(fromVersion: V1.self, toVersion: V2.self)
            static let v2ToV3 = MigrationStage.lightweight(fromVersion: V2.self, toVersion: V3.self)
        }
        """
    }

    private func findings(_ source: String) throws -> [Diagnostic] {
        SwiftPlanChecks().check(try SwiftSourceFixture.read(source))
    }

    func testFrozenCopiesAndARealChangeAreSilent() throws {
        XCTAssertEqual(try findings(plan(v1Models: "Note.self", v2Body: "var title: String; var body: String?", stages: "[v1ToV2]")), [])
    }

    func testTwoSchemasWithOneChecksumAreAnError() throws {
        let found = try findings(plan(v1Models: "Note.self", v2Body: "var title: String"))
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-duplicate-checksum"])
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertEqual(found.first?.location.line, 7, "at V2's declaration")
        XCTAssertTrue(found.first?.message.contains("Duplicate version checksums across stages detected") == true)
        XCTAssertNotNil(found.first?.fixHint)
    }

    func testAStageNamingASchemaOutsideSchemasIsAnError() throws {
        let found = try findings(plan(v1Models: "Note.self", v2Body: "var title: String; var body: String?", stages: "[v1ToV2, v2ToV3]"))
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-stage-outside-schemas"])
        XCTAssertEqual(found.first?.location.line, 17)
    }

    func testSchemasAgainstTheIdentifiersAndABackwardStageAreWarnings() throws {
        let found = try findings(plan(v1Models: "Note.self", v2Body: "var title: String; var body: String?",
                                      stages: "[v1ToV2]", schemas: "[V2.self, V1.self]"))
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-plan-order", "swiftdata-plan-order"])
        XCTAssertEqual(found.map(\.severity), [.warning, .warning])
        XCTAssertEqual(found.map(\.location.line), [2, 16], "at V1's declaration (listed after V2, identifier lower), then at the stage")
        XCTAssertTrue(found[0].message.contains("lists `V1` (1.0.0) after `V2` (2.0.0)"), found[0].message)
        XCTAssertTrue(found[1].message.contains("goes from `V1` to `V2`, which `schemas` lists before it"), found[1].message)
    }

    func testAReleasedSchemaListingTheLiveClassIsAWarning() throws {
        let found = try findings(plan(v1Models: "Note.self, Tag.self", v2Body: "var title: String; var body: String?") + "\n@Model final class Tag { var name: String = \"\"; init() {} }")
        XCTAssertEqual(found.map(\.ruleID), ["swiftdata-schema-lists-live-class"])
        XCTAssertEqual(found.first?.entity, "Tag")
        XCTAssertEqual(found.first?.location.line, 2, "at V1's declaration")
        XCTAssertTrue(found.first?.fixHint?.contains("momgen generate SOURCES --freeze-as SCHEMA") == true, "the hint names the freeze: \(found.first?.fixHint ?? "")")
    }
}
