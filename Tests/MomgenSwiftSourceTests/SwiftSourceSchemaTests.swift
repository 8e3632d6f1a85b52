// `VersionedSchema`s become model versions named by them, ordered by the
// migration plan; the live classes are one more version; a frozen copy
// equal to the live classes has the live classes' checksum.
import MomgenSwiftSource
import XCTest

final class SwiftSourceSchemaTests: XCTestCase {
    private let source = """
    import SwiftData
    enum V2: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
        static var models: [any PersistentModel.Type] { [Note.self] }
        @Model final class Note {
            var title: String
            var body: String?
            init() { title = "" }
        }
    }
    enum V1: VersionedSchema {
        static var versionIdentifier: Schema.Version { .init(1, 0, 0) }
        static var models: [any PersistentModel.Type] { [Note.self] }
        @Model final class Note {
            var title: String
            init() { title = "" }
        }
    }
    @Model final class Note {
        var title: String
        var body: String?
        init() { title = "" }
    }
    enum Plan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [V1.self, V2.self] }
        static var stages: [MigrationStage] { [v1ToV2] }
        static let v1ToV2 = MigrationStage.lightweight(fromVersion: V1.self, toVersion: V2.self)
    }
    """

    func testSchemasAreVersionsInThePlansOrderAndTheLiveClassesLast() throws {
        let model = try SwiftSourceFixture.read(source)
        XCTAssertEqual(model.versions.map(\.name), ["V1", "V2", "Live"])
        XCTAssertEqual(model.versions.map(\.versionIdentifier), ["1.0.0", "2.0.0", nil])
        XCTAssertEqual(model.current?.name, "Live")
        XCTAssertEqual(model.version(named: "V1")?.model.entities.first?.attributes.map(\.name), ["title"])
        XCTAssertEqual(model.version(named: "V1")?.location?.line, 11)
    }

    func testThePlanIsRead() throws {
        let plan = try XCTUnwrap(SwiftSourceFixture.read(source).plans.first)
        XCTAssertEqual(plan.name, "Plan")
        XCTAssertEqual(plan.schemas, ["V1", "V2"])
        XCTAssertEqual(plan.stages.map(\.kind), ["lightweight"])
        XCTAssertEqual(plan.stages.first?.from, ["V1"])
        XCTAssertEqual(plan.stages.first?.to, ["V2"])
    }

    func testAFrozenCopyHasTheLiveChecksumAndAChangedOneDoesNot() throws {
        let model = try SwiftSourceFixture.read(source)
        let checksums = try model.versions.map { SwiftSourceFixture.hashes($0).checksum }
        XCTAssertEqual(checksums[1], checksums[2], "V2 is a frozen copy of the live classes")
        XCTAssertNotEqual(checksums[0], checksums[1])
    }
}
