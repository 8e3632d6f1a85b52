// Merging versions into schemas: consecutive versions with equal entity
// hashes are one schema (SwiftData rejects two stages with equal checksums);
// equal but not consecutive versions stay apart.
import MomgenSwift
import MomgenSwiftData
import XCTest

final class SwiftDataSchemaGroupingTests: XCTestCase {
    private func version(_ name: String, _ hashes: [String: String], identifier: String? = nil) -> SwiftDataVersionFacts {
        SwiftDataVersionFacts(name: name, userDefinedIdentifier: identifier, entityHashes: hashes)
    }

    func testConsecutiveEqualVersionsAreMerged() {
        let schemas = SwiftDataSchemaGrouping().schemas([
            version("M", ["A": "1"]), version("M 2", ["A": "2"]), version("M 3", ["A": "2"], identifier: "2.5"),
            version("M 4", ["A": "2", "B": "3"]),
        ])
        XCTAssertEqual(schemas.map(\.number), [1, 2, 3])
        XCTAssertEqual(schemas.map(\.versionNames), [["M"], ["M 2", "M 3"], ["M 4"]])
        // The newest version of a run is its schema's model and identifier.
        XCTAssertEqual(schemas.map(\.representative), [0, 2, 3])
        XCTAssertEqual(schemas.map(\.identifier.description), ["1.0.0", "2.5.0", "3.0.0"])
        // Never two consecutive schemas with equal hashes.
        for (older, newer) in zip(schemas, schemas.dropFirst()) {
            XCTAssertNotEqual(older.entityHashes, newer.entityHashes)
        }
    }

    /// A → B → A: two schemas with one checksum would stop the app at
    /// launch, so the first A joins the last (its stores open as it).
    func testAVersionEqualToALaterOneJoinsIt() {
        let schemas = SwiftDataSchemaGrouping().schemas([version("A", ["E": "1"]), version("B", ["E": "2"]), version("A again", ["E": "1"])])
        XCTAssertEqual(schemas.map(\.versionNames), [["B"], ["A", "A again"]])
        XCTAssertEqual(schemas.map(\.representative), [1, 2])
        XCTAssertEqual(schemas.map(\.number), [1, 2])
    }

    func testOneVersionIsOneSchema() {
        let schemas = SwiftDataSchemaGrouping().schemas([version("Only", ["E": "1"], identifier: "4.2")])
        XCTAssertEqual(schemas.count, 1)
        XCTAssertEqual(schemas[0].identifier, SchemaVersionIdentifier(4, 2, 0))
    }

    func testEveryVersionEqualIsOneSchema() {
        let schemas = SwiftDataSchemaGrouping().schemas((1...5).map { version("V\($0)", ["E": "1"]) })
        XCTAssertEqual(schemas.count, 1)
        XCTAssertEqual(schemas[0].versionNames.count, 5)
        XCTAssertEqual(schemas[0].representative, 4)
    }

    func testStoreMatchingPrefersTheRecordedIdentifier() {
        let grouping = SwiftDataSchemaGrouping()
        // Schemas built by hand with equal hashes (the grouping never makes them).
        let schemas = [("A", 1), ("B", 2), ("C", 3)].map { name, number in
            SwiftDataSchemaVersion(number: number, versionNames: [name], representative: number - 1,
                                   identifier: SchemaVersionIdentifier(number, 0, 0), entityHashes: ["E": number == 2 ? "2" : "1"])
        }
        XCTAssertEqual(grouping.schema(matching: ["E": "1"], identifiers: ["1.0.0"], in: schemas)?.number, 1)
        XCTAssertEqual(grouping.schema(matching: ["E": "1"], identifiers: ["3.0.0"], in: schemas)?.number, 3)
        // No identifier to go by: the newest.
        XCTAssertEqual(grouping.schema(matching: ["E": "1"], identifiers: [], in: schemas)?.number, 3)
        XCTAssertNil(grouping.schema(matching: ["E": "9"], identifiers: ["1.0.0"], in: schemas))
        // Same entities, one hash differs: no match (Core Data's rule).
        XCTAssertNil(grouping.schema(matching: ["E": "1", "F": "1"], identifiers: [], in: schemas))
    }
}
