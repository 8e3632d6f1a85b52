// `--compare`: what the model writes and production lacks is an error; what
// production has and the model no longer writes is information; companions,
// CD_moveReceipt and qualifiers are reported apart from errors.
import MomgenCloudKit
import MomgenDiagnostics
import MomgenTestSupport
import XCTest

final class CloudKitComparatorTests: XCTestCase {
    func compare(_ model: String, _ production: String, _ options: CloudKitSchemaOptions = CloudKitSchemaOptions()) throws -> [Diagnostic] {
        let schema = try CloudKitMappingRuleTests.schema(model, options)
        let deployed = try CKDBReader().parse(production, file: "prod.ckdb")
        return CloudKitComparator(options: options).compare(model: schema, production: deployed, productionFile: "prod.ckdb")
    }

    static let item = #"<entity name="Item" syncable="YES"><attribute name="title" attributeType="String"/><attribute name="count" attributeType="Integer 64"/></entity>"#

    func testInSyncIsOnlyTheModeNote() throws {
        let production = CKDBRenderer().render(try CloudKitMappingRuleTests.schema(Self.item))
        XCTAssertEqual(try compare(Self.item, production).map(\.ruleID), ["cloudkit-schema-mode"])
    }

    func testMissingTypeFieldAndChangedTypeAreErrorsNamingEntityAndProperty() throws {
        let model = Self.item + #"<entity name="Tag" syncable="YES"/>"#
        let production = """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (
                    CD_count      STRING QUERYABLE SEARCHABLE SORTABLE,
                    CD_entityName STRING QUERYABLE SEARCHABLE SORTABLE,
                    CD_legacy     INT64 QUERYABLE SORTABLE,
                    GRANT WRITE TO "_creator"
                );
                RECORD TYPE CD_Gone ( CD_entityName STRING );
            """
        let found = try compare(model, production)
        let errors = found.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.ruleID).sorted(), ["cloudkit-schema-field-type", "cloudkit-schema-missing-field", "cloudkit-schema-missing-record-type"])
        let missing = try XCTUnwrap(errors.first { $0.ruleID == "cloudkit-schema-missing-field" })
        XCTAssertEqual(missing.entity, "Item")
        XCTAssertEqual(missing.property, "title")
        XCTAssertEqual(missing.location.line, 3)  // the attribute's line in the model
        XCTAssertTrue(missing.fixHint?.contains("cktool import-schema") == true)
        XCTAssertTrue(missing.fixHint?.contains("Deploy Schema Changes") == true)
        XCTAssertTrue(errors.first { $0.ruleID == "cloudkit-schema-field-type" }!.message.contains("INT64 in the model but STRING in production"))
        let infos = found.filter { $0.severity == .info }.map(\.ruleID).sorted()
        XCTAssertEqual(infos, ["cloudkit-schema-mode", "cloudkit-schema-production-only", "cloudkit-schema-production-only"])
    }

    func testCompanionsAndQualifiersAreReportedApartFromErrors() throws {
        let production = """
            DEFINE SCHEMA
                RECORD TYPE CD_Item (
                    CD_count         INT64,
                    CD_entityName    STRING QUERYABLE SEARCHABLE SORTABLE,
                    CD_title         STRING QUERYABLE SEARCHABLE SORTABLE,
                    CD_title_ckAsset ASSET
                );
            """
        let found = try compare(Self.item, production)
        XCTAssertTrue(found.allSatisfy { $0.severity == .info })
        XCTAssertEqual(found.map(\.ruleID).sorted(), ["cloudkit-schema-companion", "cloudkit-schema-mode", "cloudkit-schema-qualifiers"])
        // In initialize mode, the missing companions and move receipt are notes too.
        let initialize = try compare(Self.item, production, CloudKitSchemaOptions(mode: .initialize))
        XCTAssertTrue(initialize.allSatisfy { $0.severity == .info })
        // A sharing app without CD_moveReceipt in production: a warning.
        let sharing = try compare(Self.item, production, CloudKitSchemaOptions(sharing: true))
        XCTAssertEqual(sharing.filter { $0.severity == .warning }.map(\.ruleID), ["cloudkit-schema-move-receipt"])
    }

    /// The real cases as production schemas: done-and-done reports exactly the one never-written
    /// field; hibi (in sync) nothing; wockett only notes.
    func testRealCases() throws {
        try TestRequirements.shared("cloudkit", for: "the real CloudKit exports")
        var errorsByCase: [String: [String]] = [:]
        for item in CloudKitCase.tuning + CloudKitCase.holdOut {
            let found = CloudKitComparator(options: item.options).compare(model: try item.generated(), production: try item.export(), productionFile: item.exportPath)
            errorsByCase[item.name] = found.filter { $0.severity != .info }.map { "\($0.ruleID) \($0.entity ?? "").\($0.property ?? "")" }
        }
        XCTAssertEqual(errorsByCase, [
            "done-and-done": ["cloudkit-schema-missing-field TodoList.cloudKitShareRecordID"],
            "hibi": [], "wockett": [], "tides-swift": [], "dispatch-generated": [],
        ])
    }
}
