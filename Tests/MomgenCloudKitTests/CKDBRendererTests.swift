// The layout rules (MAPPING.md L1-L4): every real export, read and printed
// again, is byte for byte the file cktool wrote; and output is deterministic.
import MomgenCloudKit
import MomgenTestSupport
import XCTest

final class CKDBRendererTests: XCTestCase {
    func testEveryExportRoundTripsByteForByte() throws {
        let root = try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        // dispatch-generated is a script's output (a trailing blank line), not cktool's.
        for name in ["done-and-done", "hibi", "tides-swift", "wockett"] {
            let path = root.appendingPathComponent("\(name)/schema.ckdb").path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            XCTAssertEqual(CKDBRenderer().render(try CKDBReader().parse(text, file: path)), text, name)
        }
    }

    func testLayoutSortsQuotesAndAligns() {
        let type = CloudKitRecordType(name: "CD_Item", fields: [
            CloudKitField(name: "CD_zebra", type: .int64, qualifiers: [.sortable, .queryable], origin: .attribute),
            CloudKitField(name: "___etag", type: .string, origin: .system),
            CloudKitField(name: "CD_a", type: .string, qualifiers: CloudKitQualifier.text, origin: .attribute),
            CloudKitField(name: "CD_a_ckAsset", type: .asset, origin: .assetCompanion),
        ], grants: CloudKitSystemTypes.mirroredGrants)
        XCTAssertEqual(CKDBRenderer().render(type), """
                RECORD TYPE CD_Item (
                    CD_a         STRING QUERYABLE SEARCHABLE SORTABLE,
                    CD_a_ckAsset ASSET,
                    CD_zebra     INT64 QUERYABLE SORTABLE,
                    "___etag"    STRING,
                    GRANT WRITE TO "_creator",
                    GRANT CREATE TO "_icloud",
                    GRANT READ TO "_world"
                );

            """)
    }

    func testRecordTypesSortByteWise() {
        let schema = CloudKitSchema(recordTypes: [CloudKitSystemTypes.share, CloudKitSystemTypes.users,
                                                  CloudKitRecordType(name: "CD_B", fields: [], grants: []),
                                                  CloudKitRecordType(name: "CD_A", fields: [], grants: [])])
        let order = CKDBRenderer().render(schema).split(separator: "\n").filter { $0.contains("RECORD TYPE") }
        XCTAssertEqual(order, ["    RECORD TYPE CD_A (", "    RECORD TYPE CD_B (", "    RECORD TYPE Users (", "    RECORD TYPE \"cloudkit.share\" ("])
    }

    func testNamesAreQuotedWhenTheLanguageRequiresIt() {
        XCTAssertEqual(CKDBName.written("CD_name"), "CD_name")
        XCTAssertEqual(CKDBName.written("___recordID"), "\"___recordID\"")
        XCTAssertEqual(CKDBName.written("cloudkit.title"), "\"cloudkit.title\"")
        XCTAssertEqual(CKDBName.written("grant"), "\"grant\"")
        XCTAssertEqual(CKDBName.written("Sortable"), "\"Sortable\"")
        XCTAssertEqual(CKDBName.written("9lives"), "\"9lives\"")
    }

    func testUnverifiedRowsAreCommentsBeforeTheSchema() {
        let schema = CloudKitSchema(recordTypes: [CloudKitSystemTypes.users], unverified: ["CD_A.CD_b: a guess"])
        XCTAssertTrue(CKDBRenderer().render(schema).hasPrefix("// momgen: unverified: CD_A.CD_b: a guess\nDEFINE SCHEMA\n\n"))
    }
}
