// Every DDL momgen prints must run in SQLite: for every sample model and
// every model version in ../shared (corpus and ddl-pairs), in every form.
import CSQLite
import Foundation
import MomgenCore
import MomgenDDL
import MomgenStore
import MomgenTestSupport
import XCTest

final class SQLiteExecutionTests: XCTestCase {
    /// Runs every form of the DDL in a fresh in-memory database and checks that
    /// SQLite stored exactly the generated statement text.
    private func assertExecutes(_ path: String, version: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let resolved = try ModelLoader().load(path, version: version).resolved
        for layout in [CoreDataLayout(), CoreDataLayout(indexNaming: .legacy)] {
            let schema = SchemaBuilder(layout: layout).build(resolved)
            for renderer in [SQLRenderer(), SQLRenderer(annotate: true, includeRows: true)] {
                let database = try SQLiteDatabase.inMemory()
                do {
                    try database.execute(renderer.render(schema))
                } catch {
                    XCTFail("\(path) \(version ?? ""): \(error)", file: file, line: line)
                    continue
                }
                let stored = try database.rows("SELECT name, sql FROM sqlite_master WHERE sql IS NOT NULL")
                XCTAssertEqual(stored.count, schema.allTables.count + schema.indexes.count, path, file: file, line: line)
                if !renderer.annotate {
                    let expected = ModelFixture.statements(schema)
                    for row in stored {
                        XCTAssertEqual(row[1], expected[row[0] ?? ""], "\(path): \(row[0] ?? "")", file: file, line: line)
                    }
                }
                if renderer.includeRows {
                    let count = try database.rows("SELECT count(*) FROM Z_PRIMARYKEY")[0][0]
                    XCTAssertEqual(count, String(schema.entities.count), path, file: file, line: line)
                }
            }
        }
    }

    func testSampleModelsExecute() throws {
        XCTAssertFalse(TestPaths.sampleModelNames.isEmpty)
        for name in TestPaths.sampleModelNames {
            try assertExecutes(TestPaths.sampleModel(name))
        }
        try assertExecutes(TestPaths.sampleModel("Journal"), version: "Journal")
    }

    func testEverySharedModelVersionExecutes() throws {
        try TestRequirements.shared(for: "executing the corpus models' DDL")
        let versions = TestPaths.sharedModelVersions
        XCTAssertGreaterThan(versions.count, 77)
        for path in versions {
            // Every version loads today; a version that stops loading fails here loudly.
            try assertExecutes(path)
        }
    }

    func testWorkedIllustrationExecutesWithRows() throws {
        let schema = try ModelFixture.schema(WorkedIllustration.model)
        let database = try SQLiteDatabase.inMemory()
        try database.execute(SQLRenderer(includeRows: true).render(schema))
        let rows = try database.rows("SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT")
        XCTAssertEqual(rows.map { $0.compactMap { $0 }.joined(separator: "|") },
                       ["1|Canvas|0|0", "2|Fill|0|0", "3|Shape|0|0", "4|Circle|3|0", "5|Polygon|3|0", "6|Square|5|0", "7|Tag|0|0"])
    }
}
