// Ground truth: for every real (model, store) pair, the generated schema
// equals the store's `.schema` statement for statement, and the entity rows
// equal its Z_PRIMARYKEY.
import Foundation
import MomgenCore
import MomgenDDL
import MomgenTestSupport
import XCTest

final class DDLPairTests: XCTestCase {
    private func pairs() throws -> [DDLPair] {
        try TestRequirements.shared("ddl-pairs", for: "the real (model, store) pairs")
        let pairs = try DDLPair.all()
        let folders = try FileManager.default.contentsOfDirectory(atPath: TestPaths.shared.appendingPathComponent("ddl-pairs").path)
            .filter { !$0.hasSuffix(".md") && !$0.hasPrefix(".") }
        XCTAssertEqual(Set(pairs.map(\.slug)), Set(folders), "every pair folder has a row in the README table")
        XCTAssertEqual(pairs.count, 10)
        return pairs
    }

    func testEveryPairMatchesStatementForStatement() throws {
        for pair in try pairs() {
            let loaded = try ModelLoader().load(pair.bundle, version: pair.version)
            let generated = ModelFixture.statements(SchemaBuilder().build(loaded.resolved))
            let expected = try pair.expectedStatements()
            XCTAssertFalse(expected.isEmpty, pair.slug)
            XCTAssertEqual(Set(generated.keys), Set(expected.keys), "\(pair.slug): the same tables and indexes")
            for (name, text) in expected {
                XCTAssertEqual(generated[name], text, "\(pair.slug): \(name)")
            }
        }
    }

    func testEveryPairHasTheStoresEntityNumbers() throws {
        for pair in try pairs() {
            let schema = SchemaBuilder().build(try ModelLoader().load(pair.bundle, version: pair.version).resolved)
            let rows = schema.entities.map { "\($0.entityNumber)|\($0.name)|\($0.superNumber)" }
            XCTAssertEqual(rows, try pair.expectedEntities(), pair.slug)
        }
    }
}
