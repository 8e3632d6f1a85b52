// Each lint-clean model HostileModelFuzzTests found whose Swift did not
// compile, kept as a fixed regression test: the generator now escapes or
// leaves out what clashed, and the code type-checks in every layout.
import Foundation
import MomgenTestSupport
import XCTest

final class FuzzFindingsTests: XCTestCase {
    static let contents = ModelFolder.document("""
    <entity name="Ledger" representedClassName="FindingsManagedObject" syncable="YES" codeGenerationType="manual">
        <attribute name="title" optional="YES" attributeType="String"/>
        <attribute name="level" optional="YES" attributeType="Integer 16" usesScalarValueType="NO" defaultValueString="0">
            <userInfo><entry key="momgen.enumType" value="IntMood"/></userInfo>
        </attribute>
        <attribute name="grade" optional="YES" attributeType="Integer 16" usesScalarValueType="YES" defaultValueString="0">
            <userInfo><entry key="momgen.enumType" value="Int Mood"/></userInfo>
        </attribute>
        <relationship name="set" optional="YES" toMany="YES" ordered="YES" deletionRule="Nullify" destinationEntity="Attributes" inverseName="ledger" inverseEntity="Attributes"/>
        <userInfo>
            <entry key="a b" value="1"/>
            <entry key="a.b" value="2"/>
            <entry key="日本" value="3"/>
            <entry key="additionalImports" value="class, Foundation"/>
        </userInfo>
    </entity>
    <entity name="Attributes" representedClassName="Attributes" syncable="YES" codeGenerationType="manual">
        <attribute name="name" optional="YES" attributeType="String"/>
        <relationship name="ledger" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Ledger" inverseName="set" inverseEntity="Ledger"/>
    </entity>
    <entity name="Base" representedClassName="Base" syncable="YES" codeGenerationType="manual">
        <attribute name="rank" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
    </entity>
    <entity name="_Base" representedClassName="_Base" syncable="YES" codeGenerationType="manual">
        <attribute name="label" optional="YES" attributeType="String"/>
    </entity>
    <entity name="Copy" representedClassName=".Base" parentEntity="Base" syncable="YES" codeGenerationType="manual"/>
    <entity name="Leaf" representedClassName="Leaf" parentEntity="Copy" syncable="YES" codeGenerationType="manual">
        <attribute name="note" optional="YES" attributeType="String"/>
    </entity>
    """)

    func testFuzzFindingsGenerateCodeThatTypechecks() throws {
        let model = try ModelFolder(name: "Findings", contents: Self.contents)
        defer { model.discard() }
        let appTypes = model.root.appendingPathComponent("AppTypes.swift")
        try HostileModelGenerator.appTypes.write(to: appTypes, atomically: true, encoding: .utf8)
        for layout in GeneratedCode.layouts {
            // `Copy` on its parent's class (`.Base`) is the lint error
            // duplicate-class-name (Core Data's +entity cannot pick one);
            // forced past it, the generator still leaves the clash out.
            let generated = try GeneratedCode.generate(model: model.model.path, layout: layout, extraArguments: ["--force"])
            defer { generated.discard() }
            XCTAssertEqual(generated.status, 0, "\(layout): \(generated.stderr)")
            let text = try generated.files.map { try String(contentsOf: $0, encoding: .utf8) }.joined()
            // A keyword is no module.
            XCTAssertFalse(text.contains("import class"), layout)
            if GeneratedCode.momgenAPILayouts.contains(layout) {
                // A class has the model protocol's name: the protocol gives way.
                XCTAssertTrue(text.contains("protocol FindingsManagedObjectProtocol: NSManagedObject"), layout)
                // A class named Attributes: no key enum may hide it.
                XCTAssertTrue(text.contains("// `Attributes` is not generated: this key enum is left out because an entity class"), layout)
                // `set` (and `get`) read as accessor keywords at the start of a getter body.
                XCTAssertTrue(text.contains("self.set.array as? [Attributes]"), layout)
                // Keys that give the same case name, and a key with no ASCII letters.
                XCTAssertTrue(text.contains("case aB = \"a b\"\n        case aB_2 = \"a.b\""), layout)
                XCTAssertTrue(text.contains("case _65E5_672C = \"日本\""), layout)
                // Copy reuses Base's class and is skipped; Leaf still overrides entityName.
                XCTAssertTrue(text.contains("override class var entityName: String { \"Leaf\" }"), layout)
            }
            XCTAssertFalse(text.contains("enum Attributes:"), layout)
            if layout == "xcode" {
                // Xcode's API: plain scalars, no enum accessors.
                XCTAssertTrue(text.contains("@NSManaged var grade: Int16\n"), layout)
                XCTAssertTrue(text.contains("@NSManaged var level: NSNumber?\n"), layout)
                XCTAssertTrue(text.contains("@NSManaged var set: NSOrderedSet?\n"), layout)
            } else {
                // `Int Mood` is no type: the attribute is a plain optional
                // scalar (a plain `Int16` in mogenerator's API).
                // (open: the mogenerator set's default access, as mogenerator's files.)
                XCTAssertTrue(text.contains(layout == GeneratedCode.mogeneratorSet ? "@NSManaged open var grade: Int16\n" : "var grade: Int16?"), layout)
                // An enum over an Integer 16 stored as NSNumber reads the Int16 raw value.
                XCTAssertTrue(text.contains("var level: IntMood?"), layout)
                XCTAssertTrue(text.contains("as? NSNumber)?.int16Value"), layout)
            }
            if layout == GeneratedCode.mogeneratorSet {
                // Top-level key enums named after the class, same case names.
                XCTAssertTrue(text.contains("public enum FindingsManagedObjectUserInfo: String, CaseIterable {\n    case aB = \"a b\"\n    case aB_2 = \"a.b\""), layout)
                XCTAssertTrue(text.contains("override open class func entityName() -> String {\n        \"Leaf\""), layout)
                XCTAssertTrue(text.contains("func setSet() -> NSMutableOrderedSet"), layout)
            }
            // Base's machine class and file give way to the class _Base.
            if layout == "mogenerator" || layout == GeneratedCode.mogeneratorSet {
                XCTAssertTrue(text.contains("class __Base: NSManagedObject {"), layout)
                XCTAssertTrue(text.contains("class Base: __Base {"), layout)
                XCTAssertTrue(generated.files.contains { $0.lastPathComponent == "__Base.swift" }, layout)
                XCTAssertTrue(generated.files.contains { $0.lastPathComponent == "_Base.swift" }, layout)
            }
            let result = Typechecker.check(files: generated.files + [appTypes], moduleName: "FindingsApp")
            XCTAssertTrue(result.ok, "Findings (\(layout)) does not type-check:\n\(result.diagnostics)")
        }
    }
}
