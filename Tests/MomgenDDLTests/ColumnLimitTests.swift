// A hierarchy's one table may not have more columns than SQLite allows
// (2,000): lint's `sqlite-column-limit` flags the model whose DDL SQLite would
// refuse, stays quiet at exactly the limit, where the DDL executes, and counts
// columns as the DDL builder lays them out.
import CSQLite
import Foundation
import MomgenCore
import MomgenDDL
@testable import MomgenLint
import MomgenModel
import MomgenStore
import MomgenTestSupport
import XCTest

final class ColumnLimitTests: XCTestCase {
    /// A `Wide` root with sub-entities of 50 attributes each, `attributes` in
    /// all, and a to-one `Wide.target` to `Target`, which has a sub-entity
    /// (so the to-one gets a `Z<n>_` column) and an ordered inverse (so it
    /// gets `Z_FOK_`): 3 + `attributes` + 3 columns in `ZWIDE`.
    private func wideModel(attributes: Int) -> String {
        var lines: [String] = []
        for entity in 0..<max(1, (attributes + 49) / 50) {
            lines.append(entity == 0 ? #"<entity name="Wide">"# : #"<entity name="Wide\#(entity)" parentEntity="Wide">"#)
            if entity == 0 {
                lines.append(#"<relationship name="target" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Target" inverseName="wides" inverseEntity="Target"/>"#)
            }
            for k in stride(from: entity * 50, to: min(attributes, (entity + 1) * 50), by: 1) {
                lines.append(#"<attribute name="column\#(k)" optional="YES" attributeType="String"/>"#)
            }
            lines.append("</entity>")
        }
        lines.append(#"<entity name="Target"><relationship name="wides" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Wide" inverseName="target" inverseEntity="Wide"/></entity>"#)
        lines.append(#"<entity name="TargetPart" parentEntity="Target"/>"#)
        return lines.joined(separator: "\n")
    }

    private func columnFindings(_ model: ResolvedModel) -> [String] {
        Linter().lint(model).filter { $0.ruleID == "sqlite-column-limit" }.map { "\($0.severity) \($0.location.line) \($0.message)" }
    }

    func testAtTheLimitLintIsQuietAndTheDDLExecutes() throws {
        let model = try ModelFixture.load(wideModel(attributes: 1994))
        let table = try XCTUnwrap(SchemaBuilder().build(model).tables.first { $0.name == "ZWIDE" })
        XCTAssertEqual(table.columns.count, 2000)
        XCTAssertEqual(columnFindings(model), [])
        let database = try SQLiteDatabase.inMemory()
        try database.execute(SQLRenderer().render(SchemaBuilder().build(model)))
        XCTAssertEqual(try database.rows("SELECT count(*) FROM pragma_table_info('ZWIDE')"), [["2000"]])
    }

    func testOverTheLimitLintFlagsTheRootAndSQLiteRefusesTheDDL() throws {
        let model = try ModelFixture.load(wideModel(attributes: 1995))
        XCTAssertEqual(SchemaBuilder().build(model).tables.first { $0.name == "ZWIDE" }?.columns.count, 2001)
        // The root `Wide` is on line 3 of the fixture document.
        XCTAssertEqual(columnFindings(model), [
            "error 3 the table of the hierarchy under 'Wide' needs 2001 columns, more than SQLite's limit of 2000; Core Data cannot create the store",
        ])
        let database = try SQLiteDatabase.inMemory()
        XCTAssertThrowsError(try database.execute(SQLRenderer().render(SchemaBuilder().build(model)))) { error in
            XCTAssertTrue("\(error)".contains("too many columns"), "\(error)")
        }
    }

    /// The rule's count agrees with the DDL builder's table, column for
    /// column, on every sample model and every shared model version.
    func testTheCountMatchesTheDDLOfRealModels() throws {
        try assertCountsMatch(ModelFixture.load(wideModel(attributes: 120)), "wide fixture")
        for name in TestPaths.sampleModelNames {
            try assertCountsMatch(ModelLoader().load(TestPaths.sampleModel(name)).resolved, name)
        }
        try TestRequirements.shared(for: "checking column counts on real models")
        let versions = TestPaths.sharedModelVersions
        XCTAssertGreaterThan(versions.count, 77)
        for path in versions {
            try assertCountsMatch(ModelLoader().load(path).resolved, path)
        }
    }

    private func assertCountsMatch(_ model: ResolvedModel, _ label: String) throws {
        let schema = SchemaBuilder().build(model)
        let counter = HierarchyColumns(model: model)
        for table in schema.tables where table.kind == .entity {
            let root = try XCTUnwrap(model.entity(named: table.origin.entity ?? ""), "\(label): \(table.name)")
            XCTAssertEqual(counter.count(root: root), table.columns.count, "\(label): \(table.name)")
        }
    }
}
