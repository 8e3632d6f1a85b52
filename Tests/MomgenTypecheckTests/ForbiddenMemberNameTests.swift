// Properties named like something Swift forbids or reserves as a member
// (`Type`, `Protocol`, `self`, `init`, keywords) or like an NSObject or
// NSManagedObject member: the generated code must type-check in every
// layout, either with the name escaped (backticks keep the Core Data key) or
// with the property left out and a comment saying why.
import Foundation
import MomgenTestSupport
import XCTest

final class ForbiddenMemberNameTests: XCTestCase {
    /// Names that are escaped and generated.
    static let escaped = ["Type", "Protocol", "Self", "Any", "default", "func", "subscript", "where"]
    /// Names the generator leaves out (the linter reports them as errors).
    static let skipped = ["self", "init", "willSave", "awakeFromInsert", "observationInfo", "className",
                          "objectWillChange", "description", "hash", "entity", "copy"]

    static var contents: String {
        let attributes = (escaped + skipped).map {
            "<attribute name=\"\($0)\" optional=\"YES\" attributeType=\"String\"/>"
        }.joined(separator: "\n        ")
        return ModelFolder.document("""
        <entity name="Thing" representedClassName="Thing" syncable="YES" codeGenerationType="manual">
            \(attributes)
            <relationship name="extension" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Part" inverseName="Type" inverseEntity="Part"/>
        </entity>
        <entity name="Part" representedClassName="Part" syncable="YES" codeGenerationType="manual">
            <attribute name="Protocol" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            <relationship name="Type" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Thing" inverseName="extension" inverseEntity="Thing"/>
        </entity>
        """)
    }

    func testForbiddenMemberNamesAreEscapedOrLeftOutAndTheCodeTypechecks() throws {
        let model = try ModelFolder(name: "Forbidden", contents: Self.contents)
        defer { model.discard() }
        for layout in GeneratedCode.layouts {
            let generated = try GeneratedCode.generate(model: model.model.path, layout: layout, extraArguments: ["--force"])
            defer { generated.discard() }
            XCTAssertEqual(generated.status, 0, "\(layout): \(generated.stderr)")
            let text = try generated.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            // The mogenerator set is open by default, as mogenerator's files are.
            let open = layout == GeneratedCode.mogeneratorSet ? "open " : ""
            XCTAssertTrue(text.contains("@NSManaged \(open)var `Type`: String?"), layout)
            // An optional scalar is a computed property: escaped the same way
            // (a plain `@NSManaged` scalar in Xcode's and mogenerator's APIs).
            let plainScalars = layout == "xcode" || layout == GeneratedCode.mogeneratorSet
            XCTAssertTrue(text.contains(plainScalars ? "@NSManaged \(open)var `Protocol`: Int16\n" : "var `Protocol`: Int16?"), layout)
            XCTAssertTrue(text.contains("var `Protocol`: String?"), layout)
            XCTAssertTrue(text.contains("var `extension`: Part?"), layout)
            XCTAssertTrue(text.contains("var `Type`: NSOrderedSet"), layout)
            for name in Self.skipped {
                XCTAssertTrue(text.contains("// `\(name)` is not generated: the name clashes with a member"), "\(layout): \(name)")
            }
            let result = Typechecker.check(files: generated.files, moduleName: "ForbiddenApp")
            XCTAssertTrue(result.ok, "Forbidden (\(layout)) does not type-check:\n\(result.diagnostics)")
        }
    }
}
