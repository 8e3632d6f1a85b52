// Every tuning case in ../shared/cloudkit: `momgen cloudkit` in the case's
// mode equals the export record type by record type, field by field (type
// and qualifiers). The only differences are the documented ones, each named
// with the MAPPING.md rule that explains it; they are asserted, not skipped.
import MomgenCloudKit
import MomgenTestSupport
import XCTest

final class CloudKitSharedCasesTests: XCTestCase {
    /// The differences each case is known to have, and why.
    static let expected: [String: [String]] = [
        // J1: the optional String was never written, so the just-in-time schema lacks it.
        "done-and-done": ["CD_TodoList.CD_cloudKitShareRecordID: only in momgen (STRING QUERYABLE SEARCHABLE SORTABLE)"],
        "hibi": [],
        "wockett": [
            // D3: the type was made by `cktool import-schema` of a hand-edited file: no qualifiers.
            "CD_BookmarkedLocationRecord.CD_address: STRING QUERYABLE SEARCHABLE SORTABLE vs STRING",
            "CD_BookmarkedLocationRecord.CD_createdAt: TIMESTAMP QUERYABLE SORTABLE vs TIMESTAMP",
            "CD_BookmarkedLocationRecord.CD_entityName: STRING QUERYABLE SEARCHABLE SORTABLE vs STRING",
            "CD_BookmarkedLocationRecord.CD_id: STRING QUERYABLE SEARCHABLE SORTABLE vs STRING",
            "CD_BookmarkedLocationRecord.CD_latitude: DOUBLE QUERYABLE SORTABLE vs DOUBLE",
            "CD_BookmarkedLocationRecord.CD_longitude: DOUBLE QUERYABLE SORTABLE vs DOUBLE",
            "CD_BookmarkedLocationRecord.CD_name: STRING QUERYABLE SEARCHABLE SORTABLE vs STRING",
            // J3: a field an older build wrote; production keeps it.
            "CD_CustomRouteRecord.CD_activityMode: only in the export (STRING QUERYABLE SEARCHABLE SORTABLE)",
            // D1: companions a just-in-time schema holds for Data fields (never required).
            "CD_CustomRouteRecord.CD_waypointsData_ckAsset: only in the export (ASSET)",
            "CD_WalkSessionRecord.CD_activePetIdsData_ckAsset: only in the export (ASSET)",
            "CD_WalkSessionRecord.CD_petDistancesData_ckAsset: only in the export (ASSET)",
            "CD_WalkSessionRecord.CD_waypointsData_ckAsset: only in the export (ASSET)",
            // R4: a developer made Users' record ID queryable in the console.
            "Users.___recordID: REFERENCE vs REFERENCE QUERYABLE",
        ],
    ]

    func testEveryTuningCaseEqualsItsExportInItsMode() throws {
        try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        var fields = 0
        for item in CloudKitCase.tuning {
            let export = try item.export()
            let lines = SchemaDifference.lines(generated: try item.generated(), export: export)
            XCTAssertEqual(lines, Self.expected[item.name], "\(item.name) (\(item.options.mode.rawValue))")
            fields += SchemaDifference.fieldsCompared(export: export)
        }
        print("cloudkit tuning cases: \(CloudKitCase.tuning.count), fields compared: \(fields)")
    }

    /// hibi is byte for byte: no sharing, no public types, made by initializeCloudKitSchema.
    func testHibiIsByteForByteTheExport() throws {
        try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        let hibi = CloudKitCase.tuning.first { $0.name == "hibi" }!
        let text = CKDBRenderer().render(try hibi.generated())
        XCTAssertEqual(text, try String(contentsOfFile: hibi.exportPath, encoding: .utf8))
    }

    /// The modes are what the cases disagree on: the other mode differs by exactly its fields.
    func testTheOtherModeDiffersByCompanionsAndMoveReceiptOnly() throws {
        try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        let hibi = CloudKitCase.tuning.first { $0.name == "hibi" }!
        let jit = CloudKitCase(name: hibi.name, modelPath: hibi.modelPath, options: CloudKitSchemaOptions(mode: .justInTime))
        let lines = SchemaDifference.lines(generated: try jit.generated(), export: try hibi.export())
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            XCTAssertTrue(line.contains("_ckAsset: only in the export") || line.contains("CD_moveReceipt: only in the export"), line)
        }
        XCTAssertEqual(CloudKitModeMatch.of(try hibi.export()), .initialize)
        for name in ["done-and-done", "wockett"] {
            let item = CloudKitCase.tuning.first { $0.name == name }!
            XCTAssertEqual(CloudKitModeMatch.of(try item.export()), .justInTime, name)
        }
    }
}
