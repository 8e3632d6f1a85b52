// The swiftdata layout's files for bundles with several versions, through the
// generate pipeline (GenerationJob: every version loaded, hashed, merged,
// diffed), checked against Tests/Goldens/swift/<Model>/swiftdata-versions/.
// Rewrite with MOMGEN_UPDATE_GOLDENS=1 and review every changed file.
import MomgenCore
@testable import MomgenSwift
import MomgenSwiftData
import MomgenTestSupport
import XCTest

final class SwiftDataVersionsGoldenTests: XCTestCase {
    private func outputs(_ path: String, access: AccessLevel? = nil) throws -> [String: String] {
        var request = GenerateRequest(output: "/nonexistent-momgen-output")
        request.layout = .swiftdata
        request.access = access
        let generated = try GenerationJob(request: request).outputs(for: try ModelLoader().load(path), memo: nil)
        return Dictionary(uniqueKeysWithValues: generated.outputs.map { ($0.path, $0.contents) })
    }

    func testShelfAndJournal() throws {
        let models = [("Shelf", SwiftDataVersionPlannerTests.shelfPath), ("Journal", TestPaths.sampleModel("Journal"))]
        for (name, path) in models {
            let files = try outputs(path)
            for (file, contents) in files {
                GoldenFile.assertMatches(contents, "swift/\(name)/swiftdata-versions/\(file)")
            }
            // Deterministic.
            XCTAssertEqual(try outputs(path), files, name)
        }
        let shelf = try outputs(SwiftDataVersionPlannerTests.shelfPath)
        XCTAssertEqual(Set(shelf.keys), ["Author.swift", "Book.swift", "ShelfSchemaV1.swift", "ShelfSchemaV2.swift", "ShelfSchemaV3.swift",
                                         "ShelfMigrationPlan.swift"])
        // The live classes extend the current schema; old schemas hold frozen copies.
        XCTAssertTrue(shelf["Book.swift"]?.contains("extension ShelfSchemaV3 {") == true)
        XCTAssertTrue(shelf["Book.swift"]?.contains("typealias Book = ShelfSchemaV3.Book") == true)
        XCTAssertTrue(shelf["ShelfSchemaV1.swift"]?.contains("var pages: Int32?") == true, shelf["ShelfSchemaV1.swift"] ?? "")
        XCTAssertFalse(shelf["ShelfSchemaV1.swift"]?.contains("subtitle") == true)
        XCTAssertFalse(shelf["ShelfSchemaV3.swift"]?.contains("@Model") == true)
        let plan = try XCTUnwrap(shelf["ShelfMigrationPlan.swift"])
        XCTAssertTrue(plan.contains(".lightweight(fromVersion: ShelfSchemaV1.self, toVersion: ShelfSchemaV2.self)"), plan)
        XCTAssertTrue(plan.contains(".custom(\n                fromVersion: ShelfSchemaV2.self,\n                toVersion: ShelfSchemaV3.self,"), plan)
    }

    func testOneVersionGivesOneSchemaAndAnEmptyPlan() throws {
        let files = try outputs(TestPaths.sampleModel("BookStore"), access: .public)
        let plan = try XCTUnwrap(files["BookStoreMigrationPlan.swift"])
        XCTAssertTrue(plan.contains("public static var stages: [MigrationStage] {\n        []\n    }"), plan)
        XCTAssertTrue(plan.contains("public static var schemas: [any VersionedSchema.Type] {\n        [\n            BookStoreSchemaV1.self,\n        ]"), plan)
        let schema = try XCTUnwrap(files["BookStoreSchemaV1.swift"])
        XCTAssertTrue(schema.contains("public enum BookStoreSchemaV1: VersionedSchema {"), schema)
        XCTAssertTrue(schema.contains("public static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }"), schema)
        XCTAssertEqual(files.keys.filter { $0.contains("Schema") }.sorted(), ["BookStoreSchemaV1.swift"])
    }

    /// Text from the model lands in comments only through SwiftLiteral.comment:
    /// a version name with a line break cannot end a comment.
    func testVersionNamesAreSafeInComments() throws {
        let emitter = SwiftDataSchemaEmitter(options: GenerationOptions(modelName: "M", layout: .swiftdata))
        XCTAssertEqual(SwiftDataSchemaEmitter.quoted(["A\nB", "C"]), "'A B', 'C'")
        let stage = SwiftDataMigrationStage(from: 1, to: 2, fromVersion: "x\ny", toVersion: "z", kind: .custom, findings: ["a\u{2028}b\nc"])
        let model = try ModelLoader().load(TestPaths.sampleModel("BookStore")).resolved
        let versions = SwiftDataSchemaGrouping().schemas([
            SwiftDataVersionFacts(name: "x\ny", userDefinedIdentifier: nil, entityHashes: ["A": "1"]),
            SwiftDataVersionFacts(name: "z", userDefinedIdentifier: nil, entityHashes: ["A": "2"]),
        ])
        let plan = SwiftDataSchemaPlan(naming: SwiftDataSchemaNaming(modelName: "M"),
                                       schemas: versions.map { SwiftDataPlannedSchema(version: $0, model: model) }, stages: [stage])
        let context = emitter.planContext(plan)
        XCTAssertEqual(context.stages[0].fromVersion, "'x y'")
        XCTAssertEqual(context.stages[0].findings, ["a b c"])
    }
}
