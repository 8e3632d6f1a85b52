// `cloudkit-production` in momgen.yml: the build step checks the model
// against the committed production export and warns (the release check,
// `momgen cloudkit --compare`, is the one that fails).
import Foundation
import MomgenCloudKit
import MomgenConfig
import MomgenTestSupport
import XCTest

final class CloudKitBuildStepTests: XCTestCase {
    func testTheConfigurationsModesAreTheBuildersModes() {
        XCTAssertEqual(ModelEntry.cloudKitModes, CloudKitMode.allCases.map(\.rawValue))
    }

    func testTheBuildWarnsOfFieldsProductionLacks() throws {
        let folder = TestPaths.temporaryFolder("cloudkit-build")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Model.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" usedWithCloudKit="YES">
                <entity name="SavedLocation" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                    <attribute name="sortOrder" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
                </entity>
            </model>
            """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let config = folder.appendingPathComponent("momgen.yml")
        try "models:\n  - path: Model.xcdatamodel\n    cloudkit-production: production.ckdb\n".write(to: config, atomically: true, encoding: .utf8)

        let exported = try MomgenProcess.run(["cloudkit", model.path])
        let production = folder.appendingPathComponent("production.ckdb")
        try exported.stdout.write(to: production, atomically: true, encoding: .utf8)
        let clean = try MomgenProcess.run(["--config", config.path], in: folder)
        XCTAssertEqual(clean.status, 0, clean.stdout + clean.stderr)
        XCTAssertFalse(clean.stdout.contains("warning"), clean.stdout)

        try exported.stdout.replacingOccurrences(of: "        CD_sortOrder    INT64 QUERYABLE SORTABLE,\n", with: "")
            .write(to: production, atomically: true, encoding: .utf8)
        let stale = try MomgenProcess.run(["--config", config.path], in: folder)
        XCTAssertEqual(stale.status, 0, stale.stdout + stale.stderr)
        XCTAssertTrue(stale.stdout.contains("contents:5:"), stale.stdout)
        XCTAssertTrue(stale.stdout.contains("warning: field 'CD_SavedLocation.CD_sortOrder'"), stale.stdout)
        XCTAssertTrue(stale.stdout.contains("[cloudkit-schema-missing-field]"), stale.stdout)
    }

    func testAnUnknownModeIsAConfigurationProblem() throws {
        let folder = TestPaths.temporaryFolder("cloudkit-build-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("momgen.yml")
        try "models:\n  - path: M.xcdatamodel\n    cloudkit-production: p.ckdb\n    cloudkit-mode: lazy\n".write(to: config, atomically: true, encoding: .utf8)
        let (_, problems) = try ConfigReader().read(config.path)
        XCTAssertTrue(problems.contains { $0.message.contains("cloudkit-mode") && $0.message.contains("initialize, just-in-time") }, "\(problems)")
    }
}
