// What the swiftdata layout makes of model facts @Model cannot state the way
// Core Data does (issue 40, items 4 to 7): Xcode's codegen under an @Model
// class's name, a Transformable's transformer and framework class, validation
// rules, userInfo, defaults of every type. Each is a finding at the element's
// line and, where it concerns one property, a note above that property.
import MomgenDiagnostics
import MomgenModel
@testable import MomgenSwift
import XCTest

final class SwiftDataLayoutFactTests: XCTestCase {
    typealias F = SwiftDataFixture

    // MARK: Item 4: Xcode codegen under the @Model class's name

    func testXcodeCodegenUnderTheEntityNameIsAClashWithBothRemediesAndTheLossNamed() throws {
        let model = F.model([
            F.entity("Trip", [F.attribute("name", .string, optional: true)]) { $0.codeGenerationType = "class" },
            F.entity("Stop", [F.attribute("name", .string, optional: true)]) { $0.codeGenerationType = "category"; $0.representedClassName = "App.Stop" },
            F.entity("Note", [F.attribute("text", .string, optional: true)]) { $0.codeGenerationType = "class"; $0.representedClassName = "CDNote" },
            F.entity("Tag", [F.attribute("text", .string, optional: true)]),
            // Xcode generates `class Tag` for this entity: it clashes with Tag's @Model class.
            F.entity("Label", [F.attribute("text", .string, optional: true)]) { $0.codeGenerationType = "class"; $0.representedClassName = "Tag" },
        ])
        let clashes = try F.classes(model).findings.filter { $0.ruleID == "swiftdata-codegen-clash" }
        XCTAssertEqual(clashes.count, 3)
        XCTAssertEqual(Set(clashes.compactMap(\.entity)), ["Trip", "Stop", "Label"])
        let trip = try XCTUnwrap(clashes.first { $0.entity == "Trip" })
        XCTAssertEqual(trip.severity, .warning, "which target compiles what is not in the model")
        XCTAssertTrue(trip.message.contains("class codegen under the class name 'Trip'") && trip.message.contains("declared twice"), trip.message)
        XCTAssertTrue(trip.message.contains("the model does not say which target compiles what"), trip.message)
        let hint = try XCTUnwrap(trip.fixHint)
        XCTAssertTrue(hint.contains("'CDTrip'") && hint.contains("Manual/None") && hint.contains("not in the version hash"), hint)
        XCTAssertTrue(hint.contains("do not take the model out of the target") && hint.contains("users lose their local data"), hint)
        XCTAssertTrue(try XCTUnwrap(clashes.first { $0.entity == "Stop" }).message.contains("category codegen"))
        XCTAssertTrue(try XCTUnwrap(clashes.first { $0.entity == "Label" }).message.contains("the @Model class of entity 'Tag'"))
    }

    func testAModelUsedWithSwiftDataLeavesTheClashToLintsRuleOfTheSameID() throws {
        var declared = Model(file: "Model.xcdatamodel/contents")
        declared.isUsedWithSwiftData = true
        declared.entities = [F.entity("Trip", [F.attribute("name", .string, optional: true)]) { $0.codeGenerationType = "class" }]
        XCTAssertEqual(try F.classes(Resolver().resolve(declared)).findings.filter { $0.ruleID == "swiftdata-codegen-clash" }, [])
    }

    func testXcodeGeneratedClassName() {
        var entity = Entity(name: "Trip")
        XCTAssertNil(entity.xcodeGeneratedClassName, "no codegen")
        entity.codeGenerationType = "class"
        XCTAssertNil(entity.xcodeGeneratedClassName, "no class: Xcode generates none")
        for (represented, expected) in [("Trip", "Trip"), ("App.Trip", "Trip"), (".Trip", "Trip"), ("NSManagedObject", nil), (" ", nil)] as [(String, String?)] {
            entity.representedClassName = represented
            XCTAssertEqual(entity.xcodeGeneratedClassName, expected, represented)
        }
        entity.codeGenerationType = "manual"
        XCTAssertNil(entity.xcodeGeneratedClassName)
    }

    // MARK: Item 5: Transformables

    func testATransformableWithoutTransformerGetsCoreDatasDefaultTheKeyedUnarchiver() throws {
        let model = F.model([F.entity("Sketch", [
            F.attribute("strokes", .transformable, optional: true) { $0.customClassName = "NSArray" },
            F.attribute("secure", .transformable, optional: true) { $0.customClassName = "NSArray"; $0.valueTransformerName = "NSSecureUnarchiveFromData" },
        ])])
        let classes = try F.classes(model)
        let sketch = try XCTUnwrap(classes.named("Sketch"))
        XCTAssertEqual(sketch.property("strokes")?.annotations, [#"@Attribute(.transformable(by: "NSKeyedUnarchiveFromData"))"#])
        XCTAssertEqual(sketch.property("secure")?.annotations, [#"@Attribute(.transformable(by: "NSSecureUnarchiveFromData"))"#])
        XCTAssertTrue(sketch.property("strokes")?.notes.contains { $0.contains("Core Data's default, NSKeyedUnarchiveFromData") } == true)
        let finding = try XCTUnwrap(classes.findings.first { $0.ruleID == "swiftdata-default-transformer" })
        XCTAssertEqual(finding.property, "strokes")
        XCTAssertEqual(finding.severity, .info)
        XCTAssertEqual(classes.findings.filter { $0.ruleID == "swiftdata-default-transformer" }.count, 1)
    }

    func testAFrameworkClassGetsItsImportPerDeploymentTarget() throws {
        let model = F.model([F.entity("Theme", [
            F.attribute("tint", .transformable, optional: true) { $0.customClassName = "UIColor"; $0.valueTransformerName = "ColorTransformer" },
            F.attribute("place", .transformable, optional: true) { $0.customClassName = "CLLocation"; $0.valueTransformerName = "NSSecureUnarchiveFromData" },
        ])])
        func themeFile(_ targets: [String]) throws -> String {
            let files = try SwiftEmitter(options: F.options(targets)).emit(model)
            return try XCTUnwrap(files.first { $0.path == "Theme.swift" }).contents
        }
        let ios = try themeFile(["ios:17.0"])
        XCTAssertTrue(ios.contains("import SwiftData\nimport CoreLocation\nimport UIKit\n"), ios)
        XCTAssertTrue(try themeFile([]).contains("import SwiftData\n#if canImport(CoreLocation)\nimport CoreLocation\n#endif\n#if canImport(UIKit)\nimport UIKit\n#endif\n"))
        let mixed = try F.classes(model, ["ios:17.0", "macos:14.0"])
        XCTAssertEqual(mixed.named("Theme")?.importLines, ["import CoreLocation", "#if canImport(UIKit)", "import UIKit", "#endif"])
        let missing = try XCTUnwrap(mixed.findings.first { $0.ruleID == "swiftdata-transformable-class" })
        XCTAssertTrue(missing.message.contains("UIColor, which UIKit declares, and UIKit does not exist on macOS"), missing.message)
        XCTAssertEqual(try F.classes(model, ["ios:17.0"]).findings.filter { $0.ruleID == "swiftdata-transformable-class" }, [])
    }

    func testAFrozenSchemaImportsItsClassesFrameworks() {
        var theme = SwiftDataClassContext(
            entityName: "Theme", className: "Theme", bareName: "Theme", fileName: "Theme.swift", schemaName: "S", classModifier: "",
            memberModifier: "", classKeyword: "final class", superclassClause: "", macros: [], notes: [], properties: [], parameterList: "",
            assignments: [], initOverride: "", hasSuperInit: false, superArguments: "", composites: [])
        theme.importLines = ["#if canImport(UIKit)", "import UIKit", "#endif"]
        var place = theme
        place.importLines = ["import CoreLocation", "#if canImport(UIKit)", "import UIKit", "#endif"]
        let context = SchemaFileContext(modelName: "M", schemaName: "S", versionIdentifier: "", identifierText: "", versionNames: "", isMerged: false,
                                        isCurrent: false, models: [], frozenClasses: [theme, place], staticModifier: "")
        XCTAssertEqual(context.importLines, ["import CoreLocation", "#if canImport(UIKit)", "import UIKit", "#endif"])
    }

    func testATransformableClassThatIsNoSwiftTypeIsAFindingOnItsProperty() throws {
        let model = F.model([F.entity("Doc", [
            F.attribute("count", .integer16, optional: true),
            F.attribute("blob", .transformable, optional: true) { $0.customClassName = "NSArray<NSString *> *" },
            F.attribute("any", .transformable, optional: true),
        ])])
        let classes = try F.classes(model)
        let doc = try XCTUnwrap(classes.named("Doc"))
        XCTAssertEqual(doc.notes, [], "notes about one property sit above that property, not at the top of the class")
        XCTAssertTrue(doc.property("blob")?.notes.contains { $0.contains("which is no Swift type name: typed NSObject") } == true)
        XCTAssertTrue(doc.property("any")?.notes.contains { $0.contains("names no custom class: typed NSObject") } == true)
        XCTAssertEqual(doc.property("count")?.notes, [])
        let findings = classes.findings.filter { $0.ruleID == "swiftdata-transformable-class" }
        XCTAssertEqual(Set(findings.compactMap(\.property)), ["blob", "any"])
        let blob = try XCTUnwrap(findings.first { $0.property == "blob" })
        XCTAssertTrue(blob.message.contains("'NSArray<NSString *> *', which is no Swift type name"), blob.message)
    }

    // MARK: Items 6 and 7: never silent

    func testValidationRulesAreFindingsAndNotesOnTheirProperty() throws {
        let model = F.model([F.entity("Channel", [
            F.attribute("name", .string) { $0.minValueString = "1"; $0.maxValueString = "30" },
            F.attribute("index", .integer32, default: "0") { $0.minValueString = "0"; $0.maxValueString = "13" },
            F.attribute("code", .string, optional: true) { $0.regularExpressionString = "[A-Z]+" },
            F.attribute("plain", .string, optional: true),
        ])])
        let classes = try F.classes(model)
        let channel = try XCTUnwrap(classes.named("Channel"))
        XCTAssertEqual(channel.property("name")?.notes, ["validation in the model (minimum length 1, maximum length 30) is left out: SwiftData does not check it"])
        XCTAssertEqual(channel.property("index")?.notes, ["validation in the model (minimum 0, maximum 13) is left out: SwiftData does not check it"])
        XCTAssertEqual(channel.property("plain")?.notes, [])
        let findings = classes.findings.filter { $0.ruleID == "swiftdata-validation" }
        XCTAssertEqual(Set(findings.compactMap(\.property)), ["name", "index", "code"])
        XCTAssertEqual(findings.count, 3)
        XCTAssertTrue(findings.allSatisfy { $0.severity == .warning })
        let code = try XCTUnwrap(findings.first { $0.property == "code" })
        XCTAssertTrue(code.message.contains("pattern '[A-Z]+'"), code.message)
    }

    func testScalarBooleanDefaultsAreKept() throws {
        let model = F.model([F.entity("Flags", [
            F.attribute("off", .boolean, default: "NO") { $0.usesScalarValueType = true },
            F.attribute("on", .boolean, default: "YES") { $0.usesScalarValueType = true },
            F.attribute("maybe", .boolean, optional: true, default: "NO") { $0.usesScalarValueType = true },
            F.attribute("boxed", .boolean, default: "NO") { $0.usesScalarValueType = false },
        ])])
        let flags = try XCTUnwrap(F.classes(model).named("Flags"))
        XCTAssertEqual(flags.properties.map { $0.declaredType + $0.defaultClause }, ["Bool = false", "Bool = true", "Bool? = false", "Bool = false"])
        XCTAssertEqual(flags.parameterList, "")
    }

    func testABooleanDefaultOnAnIntegerIsSaid() throws {
        let model = F.model([F.entity("Waypoint", [F.attribute("locked", .integer64, default: "NO") { $0.usesScalarValueType = true }])])
        let classes = try F.classes(model)
        let finding = try XCTUnwrap(classes.findings.first { $0.ruleID == "swiftdata-default-value" })
        XCTAssertTrue(finding.message.contains("'NO' is a Boolean default on an integer attribute"), finding.message)
        XCTAssertEqual(classes.named("Waypoint")?.property("locked")?.notes.count, 1)
    }

    func testDefaultsTheClassCannotStateAreSaidNotDropped() throws {
        let model = F.model([F.entity("Shape", [
            F.attribute("path", .transformable, optional: true, default: "x") { $0.customClassName = "NSArray"; $0.valueTransformerName = "T" },
        ])])
        let classes = try F.classes(model)
        XCTAssertEqual(classes.findings.filter { $0.ruleID == "swiftdata-default-value" }.map(\.property), ["path"])
        XCTAssertTrue(classes.named("Shape")?.property("path")?.notes.contains { $0.hasPrefix("the model's default value is left out") } == true)
    }

    func testUserInfoAndExternalRecordsAreFindings() throws {
        let model = F.model([
            F.entity("Owner", [], [F.relationship("pets", to: "Pet", inverse: "owner", toMany: true) { $0.userInfo = UserInfo([.init(key: "note", value: "x")]) }]) {
                $0.userInfo = UserInfo([.init(key: "b", value: "1"), .init(key: "a", value: "2")])
            },
            F.entity("Pet", [
                F.attribute("name", .string, optional: true) { $0.isStoredInExternalRecord = true },
                F.attribute("photo", .transformable, optional: true) {
                    $0.valueTransformerName = "T"; $0.userInfo = UserInfo([.init(key: "attributeValueClassName", value: "NSArray")])
                },
            ], [F.relationship("owner", to: "Owner", inverse: "pets")]),
        ])
        let classes = try F.classes(model)
        let info = classes.findings.filter { $0.ruleID == "swiftdata-user-info" }
        XCTAssertEqual(Set(info.map { $0.property ?? $0.entity ?? "" }), ["Owner", "pets"], "the class name the layout reads is no loss")
        let owner = try XCTUnwrap(info.first { $0.property == nil })
        XCTAssertTrue(owner.message.contains("('a', 'b')"), owner.message)
        XCTAssertEqual(classes.findings.filter { $0.ruleID == "swiftdata-dropped-setting" }.map(\.property), ["name"])
    }
}
