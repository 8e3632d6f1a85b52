// Issue 22's lint-clean models whose Swift did not type-check, kept as a
// fixed regression test: a userInfo key and a fetch-request variable named
// `_`, fetch request templates whose helper names the namer makes alike
// (`aB`, `AB`, `A B` all give `makeABFetchRequest`), and a Transformable
// whose custom class names no type (`UnCloudNotes.`). The namer makes the
// names apart and the attribute falls back to its type's default, so the
// code type-checks in every layout.
import Foundation
import MomgenTestSupport
import XCTest

final class UnderscoreAndClashFindingsTests: XCTestCase {
    static let contents = ModelFolder.document("""
    <entity name="Note" representedClassName="Note" syncable="YES" codeGenerationType="manual">
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="image" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="UnCloudNotes."/>
        <userInfo>
            <entry key="_" value="1"/>
        </userInfo>
    </entity>
    <fetchRequest name="aB" entity="Note" predicateString="title == $_"/>
    <fetchRequest name="AB" entity="Note"/>
    <fetchRequest name="A B" entity="Note"/>
    """)

    func testUnderscoresHelperClashesAndClasslessCustomClassTypecheck() throws {
        let model = try ModelFolder(name: "Notes", contents: Self.contents)
        defer { model.discard() }
        for layout in GeneratedCode.layouts {
            let generated = try GeneratedCode.generate(model: model.model.path, layout: layout)
            defer { generated.discard() }
            XCTAssertEqual(generated.status, 0, "\(layout): \(generated.stderr)")
            let text = try generated.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            XCTAssertFalse(text.contains("UnCloudNotes.?"), layout)
            XCTAssertTrue(text.contains("custom class 'UnCloudNotes.' is not a type momgen can write"), layout)
            if GeneratedCode.momgenAPILayouts.contains(layout) {
                XCTAssertTrue(text.contains("makeABFetchRequest(model: NSManagedObjectModel, _5F: "), layout)
                XCTAssertTrue(text.contains("makeABFetchRequest_(model:"), layout)
                XCTAssertTrue(text.contains("makeABFetchRequest__(model:"), layout)
            }
            let result = Typechecker.check(files: generated.files, moduleName: "NotesApp")
            XCTAssertTrue(result.ok, "Notes (\(layout)) does not type-check:\n\(result.diagnostics)")
        }
    }
}
