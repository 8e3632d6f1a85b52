// Small models for unit tests, written as model XML into a temporary folder
// and loaded through the real reader and resolver.
import Foundation
import MomgenCore
import MomgenDDL
import MomgenModel
import MomgenTestSupport
import XCTest

/// Loads a model from `<entity>` elements and builds its schema.
enum ModelFixture {
    /// The resolved model whose `<model>` element holds `body`.
    static func load(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> ResolvedModel {
        let folder = TestPaths.temporaryFolder("ddl-fixture").appendingPathComponent("Fixture.xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        \(body)
        </model>
        """
        try xml.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        return try ModelLoader().load(folder.path).resolved
    }

    /// The schema of the model holding `body`.
    static func schema(_ body: String, layout: CoreDataLayout = CoreDataLayout()) throws -> StoreSchema {
        SchemaBuilder(layout: layout).build(try load(body))
    }

    /// The generated statements keyed by table or index name.
    static func statements(_ schema: StoreSchema) -> [String: String] {
        var result: [String: String] = [:]
        for table in schema.allTables { result[table.name] = SQLStatement.create(table) }
        for index in schema.indexes { result[index.name] = SQLStatement.create(index) }
        return result
    }

    /// The column names of `table`, in order.
    static func columns(_ schema: StoreSchema, _ table: String) -> [String] {
        schema.allTables.first { $0.name == table }?.columns.map(\.name) ?? []
    }
}
