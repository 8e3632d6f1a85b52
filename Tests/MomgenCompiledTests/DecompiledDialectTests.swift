// decompile writes Xcode's own dialect: a renaming identifier is
// `elementID`, the spelling Xcode writes and reads (1,993 uses in 1,307 real
// model files, none of `renamingIdentifier`; Xcode drops attributes it does
// not know, so the other spelling would lose the identifier on the next
// save). momgen's reader accepts both, so only the written text can show it.
import MomgenCompiled
import MomgenCore
import MomgenTestSupport
import XCTest

final class DecompiledDialectTests: XCTestCase {
    func testRenamingIdentifiersAreWrittenAsElementID() throws {
        let folder = TestPaths.temporaryFolder("dialect")
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Renamed.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" systemVersion="11759" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Note" representedClassName="Note" elementID="Memo" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String" elementID="heading"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note" elementID="author"/>
            </entity>
        </model>
        """.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let declared = try ModelLoader().load(model.path).resolved.declared
        let text = try ModelXMLWriter.contents(declared)
        for identifier in ["Memo", "heading", "author"] {
            XCTAssertTrue(text.contains("elementID=\"\(identifier)\""), text)
        }
        XCTAssertFalse(text.contains("renamingIdentifier="), text)
    }
}
