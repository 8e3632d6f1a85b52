// `momgen diff --cloudkit`: between a deployed version and the next, a type
// change is an error; renames and removals, which production does not
// follow, are warnings; an added attribute is nothing.
import Foundation
import MomgenCloudKit
import MomgenModel
import MomgenReader
import MomgenTestSupport
import XCTest

final class CloudKitVersionDiffTests: XCTestCase {
    func model(_ body: String) throws -> ResolvedModel {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" usedWithCloudKit="YES">
            \(body)
            </model>
            """
        return Resolver().resolve(try ModelReader().decode(Array(xml.utf8), path: "V.xcdatamodel/contents"))
    }

    static let v1 = """
        <entity name="Item" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="count" optional="YES" attributeType="Integer 64"/>
            <attribute name="note" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Old" syncable="YES"/>
        <entity name="Tag" syncable="YES"/>
        """

    func testTypeChangeRenameAndRemoval() throws {
        let v2 = """
            <entity name="Item" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="count" optional="YES" attributeType="Double"/>
                <attribute name="remark" optional="YES" attributeType="String" renamingIdentifier="note"/>
                <attribute name="added" optional="YES" attributeType="Date"/>
            </entity>
            <entity name="Label" renamingIdentifier="Tag" syncable="YES"/>
            """
        let found = try CloudKitVersionDiff().findings(older: model(Self.v1), newer: model(v2))
        XCTAssertEqual(found.map { "\($0.severity) \($0.ruleID) \($0.entity ?? "").\($0.property ?? "")" }.sorted(), [
            "error cloudkit-deployed-type-change Item.count",
            "warning cloudkit-deployed-removal Old.",
            "warning cloudkit-deployed-rename Item.remark",
            "warning cloudkit-deployed-rename Label.",
        ])
    }

    func testAddingAttributesAndEntitiesIsAllowed() throws {
        let v2 = Self.v1.replacingOccurrences(of: "</entity>\n<entity name=\"Old\"", with: "<attribute name=\"more\" optional=\"YES\" attributeType=\"String\"/></entity>\n<entity name=\"Old\"")
            + #"<entity name="New" syncable="YES"/>"#
        XCTAssertEqual(try CloudKitVersionDiff().findings(older: model(Self.v1), newer: model(v2)), [])
    }

    func testTheDiffCommandReportsThemWithLintsExitCodes() throws {
        let folder = TestPaths.temporaryFolder("cloudkit-diff")
        defer { try? FileManager.default.removeItem(at: folder) }
        func write(_ name: String, _ body: String) throws -> String {
            let dir = folder.appendingPathComponent("\(name).xcdatamodel")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try """
                <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
                <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" usedWithCloudKit="YES">
                \(body)
                </model>
                """.write(to: dir.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
            return dir.path
        }
        let old = try write("V1", Self.v1)
        let new = try write("V2", Self.v1.replacingOccurrences(of: #"name="count" optional="YES" attributeType="Integer 64""#, with: #"name="count" optional="YES" attributeType="String""#))
        let plain = try MomgenProcess.run(["diff", old, new])
        XCTAssertFalse(plain.stdout.contains("cloudkit-deployed"), plain.stdout)
        let checked = try MomgenProcess.run(["diff", old, new, "--cloudkit", "--format", "github"])
        XCTAssertEqual(checked.status, 1, checked.stdout + checked.stderr)
        XCTAssertTrue(checked.stdout.contains("cloudkit-deployed-type-change"), checked.stdout)
        XCTAssertTrue(checked.stdout.contains("from INT64 to STRING"), checked.stdout)
    }
}
