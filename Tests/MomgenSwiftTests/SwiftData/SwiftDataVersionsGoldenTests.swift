// The swiftdata layout's files for bundles with several versions, through the
// generate pipeline (GenerationJob: every version loaded, hashed, merged,
// diffed), checked against Tests/Goldens/swift/<Model>/swiftdata-versions/.
// Rewrite with MOMGEN_UPDATE_GOLDENS=1 and review every changed file.
import Foundation
import MomgenCore
@testable import MomgenSwift
import MomgenSwiftData
import MomgenTestSupport
import XCTest

final class SwiftDataVersionsGoldenTests: XCTestCase {
    static var codesPath: String { TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Codes.xcdatamodeld").path }

    static var gardenPath: String { TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Garden.xcdatamodeld").path }

    private func outputs(_ path: String, access: AccessLevel? = nil, startVersion: String? = nil, copyEveryClass: Bool = false) throws -> [String: String] {
        var request = GenerateRequest(output: "/nonexistent-momgen-output")
        request.layout = .swiftdata
        request.access = access
        request.swiftDataStartVersion = startVersion
        request.swiftDataCopiesEveryClass = copyEveryClass
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

    /// Garden: Note changes in 2, Plant in 3, Tag in 4 (Bed never; Plant and
    /// Bed reach each other). An old schema names the earlier schema's class
    /// where neither it nor anything it reaches changed; the current one
    /// copies nothing (issue 40, item 3).
    func testUnchangedClassesAreSharedWithTheEarlierSchema() throws {
        let files = try outputs(Self.gardenPath, access: .public)
        for (file, contents) in files {
            GoldenFile.assertMatches(contents, "swift/Garden/swiftdata-versions/\(file)")
        }
        let v2 = try XCTUnwrap(files["GardenSchemaV2.swift"]), v3 = try XCTUnwrap(files["GardenSchemaV3.swift"])
        XCTAssertTrue(v2.contains("""
            public typealias Bed = GardenSchemaV1.Bed
            public typealias Plant = GardenSchemaV1.Plant
            public typealias Tag = GardenSchemaV1.Tag
            public typealias Swatch = GardenSchemaV1.Swatch
        """), v2)
        XCTAssertEqual(v2.components(separatedBy: "@Model").count - 1, 1, "only Note is V2's own")
        XCTAssertTrue(v3.contains("public typealias Note = GardenSchemaV2.Note\n    public typealias Tag = GardenSchemaV1.Tag\n"), v3)
        XCTAssertTrue(v3.contains("final class Bed"), "Bed reaches the changed Plant, so V3 has its own: \(v3)")
        XCTAssertFalse(try XCTUnwrap(files["GardenSchemaV4.swift"]).contains("typealias"))
        // Every schema still lists all four.
        for name in ["GardenSchemaV1.swift", "GardenSchemaV2.swift", "GardenSchemaV3.swift", "GardenSchemaV4.swift"] {
            XCTAssertTrue(try XCTUnwrap(files[name]).contains("            Bed.self,\n            Note.self,\n            Plant.self,\n            Tag.self,\n"), name)
        }
        // With --swiftdata-copy-every-class, every old schema has its own.
        let copies = try outputs(Self.gardenPath, access: .public, copyEveryClass: true)
        XCTAssertFalse(copies.filter { $0.key.contains("SchemaV") }.values.contains { $0.contains("typealias") }, "no schema names another's class")
        XCTAssertEqual(try XCTUnwrap(copies["GardenSchemaV2.swift"]).components(separatedBy: "@Model").count - 1, 4)
    }

    /// A user's schema template written before shared classes (no
    /// `sharedClasses`) gets a copy of every class, not undeclared names.
    func testASchemaTemplateWithoutSharedClassesGetsEveryCopy() throws {
        let folder = TestPaths.temporaryFolder("sd-old-schema-template")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stock = try XCTUnwrap(TemplateSet.defaults.texts["swiftdata-schema"])
        let start = try XCTUnwrap(stock.range(of: "{{#hasSharedClasses}}\n\nextension"))
        let end = try XCTUnwrap(stock.range(of: "{{/hasSharedClasses}}\n", range: start.upperBound ..< stock.endIndex))
        var older = stock
        older.removeSubrange(start.lowerBound ..< end.upperBound)
        older = older.replacingOccurrences(of: "{{#hasSharedClasses}}\n/// Classes that had not changed since an earlier schema (nor had any class\n/// they reach) are that schema's: the same code gives the same entity hashes.\n{{/hasSharedClasses}}\n", with: "")
        XCTAssertFalse(older.contains("sharedClasses"), older)
        try older.write(to: folder.appendingPathComponent("swiftdata-schema.mustache"), atomically: true, encoding: .utf8)
        var request = GenerateRequest(output: "/nonexistent-momgen-output")
        request.layout = .swiftdata
        request.templates = folder.path
        let generated = try GenerationJob(request: request).outputs(for: try ModelLoader().load(Self.gardenPath), memo: nil)
        let v2 = try XCTUnwrap(generated.outputs.first { $0.path == "GardenSchemaV2.swift" }?.contents)
        XCTAssertEqual(v2.components(separatedBy: "@Model").count - 1, 4, v2)
        XCTAssertFalse(v2.contains("typealias"), v2)
    }

    /// Codes: `code` a String, removed, added again as a number, then a
    /// note added. Each step is inferable; the jump Codes → Codes 3 is not,
    /// so the stage leaving Codes is custom with no handlers (issue 40, item 1).
    func testARunWhoseJumpIsNotInferableIsSplitInThePlan() throws {
        let files = try outputs(Self.codesPath)
        for (file, contents) in files {
            GoldenFile.assertMatches(contents, "swift/Codes/swiftdata-versions/\(file)")
        }
        let plan = try XCTUnwrap(files["CodesMigrationPlan.swift"])
        XCTAssertTrue(plan.contains(".custom(fromVersion: CodesSchemaV1.self, toVersion: CodesSchemaV2.self, willMigrate: nil, didMigrate: nil),"), plan)
        XCTAssertTrue(plan.contains("// to 'Codes 4', which lightweight migration cannot infer:\n            // - Item.code: attribute `code` changed type from String to Integer 64"), plan)
        XCTAssertTrue(plan.contains(".lightweight(fromVersion: CodesSchemaV2.self, toVersion: CodesSchemaV3.self),"), plan)
        XCTAssertTrue(plan.contains(".lightweight(fromVersion: CodesSchemaV3.self, toVersion: CodesSchemaV4.self),"), plan)
    }

    /// `--swiftdata-start-version 'Codes 3'` (issue 40, item 2): the plan
    /// has the schemas of Codes 3 and Codes 4 only, numbered from 1.
    func testAStartVersionLeavesTheOlderSchemasOut() throws {
        let files = try outputs(Self.codesPath, startVersion: "Codes 3")
        for (file, contents) in files {
            GoldenFile.assertMatches(contents, "swift/Codes/swiftdata-start-version/\(file)")
        }
        XCTAssertEqual(Set(files.keys), ["Item.swift", "CodesSchemaV1.swift", "CodesSchemaV2.swift", "CodesMigrationPlan.swift"])
        XCTAssertTrue(files["CodesSchemaV1.swift"]?.contains("Schema.Version(3, 0, 0)") == true, files["CodesSchemaV1.swift"] ?? "")
        XCTAssertTrue(files["CodesSchemaV1.swift"]?.contains("var code: Int64?") == true, files["CodesSchemaV1.swift"] ?? "")
        let plan = try XCTUnwrap(files["CodesMigrationPlan.swift"])
        XCTAssertTrue(plan.contains(".lightweight(fromVersion: CodesSchemaV1.self, toVersion: CodesSchemaV2.self),\n        ]"), plan)
        XCTAssertFalse(plan.contains(".custom("), plan)
        // Starting at the version generated for: one schema, no stages.
        let current = try outputs(Self.codesPath, startVersion: "Codes 4")
        XCTAssertEqual(Set(current.keys), ["Item.swift", "CodesSchemaV1.swift", "CodesMigrationPlan.swift"])
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
