// An empty-string default is a value: the doc comment says so instead of
// ending in "default ." (issue 30's small defects).
import Foundation
import MomgenCore
import MomgenSwift
import MomgenTestSupport
import XCTest

final class EmptyDefaultSummaryTests: XCTestCase {
    func testEmptyStringDefaultIsNamed() throws {
        let folder = TestPaths.temporaryFolder("empty-default")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Pattern.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="11759" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Rule" representedClassName="Rule" syncable="YES">
                <attribute name="pattern" attributeType="String" defaultValueString=""/>
                <attribute name="label" attributeType="String" defaultValueString="x"/>
            </entity>
        </model>
        """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let resolved = try ModelLoader().load(model.path).resolved
        let context = try ContextBuilder(options: GenerationOptions(modelName: "Pattern")).build(resolved)
        let rule = try XCTUnwrap(context.entities.first { $0.entityName == "Rule" })
        XCTAssertEqual(rule.attributes.first { $0.name == "pattern" }?.summary, "String, required, default \"\" (empty)")
        XCTAssertEqual(rule.attributes.first { $0.name == "label" }?.summary, "String, required, default x")
    }
}
