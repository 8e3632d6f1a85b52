// momgen.yml's `template-path` (alias `mogenerator-templates`) entry keys: decoded with their
// template variables, language and release; keys that steer momgen's
// Mustache templates beside it, or its own keys without it, are errors at
// their line.
import MomgenConfig
import MomgenDiagnostics
import XCTest

final class MogeneratorTemplatesEntryTests: XCTestCase {
    func testTheKeysAreDecoded() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: App/Model.xcdatamodeld
            output: Model/Human
            machine-dir: Model/Machine
            layout: mogenerator
            mogenerator-templates: ModelTemplates
            template-vars: [arc=true, "note=a=b"]
            mogenerator-language: objc
            mogenerator-version: "1.30.1"
            base-class: NSManagedObject
        """)
        XCTAssertEqual(problems, [])
        let entry = try XCTUnwrap(config.models.models.first)
        XCTAssertEqual(entry.mogeneratorTemplates, "ModelTemplates")
        XCTAssertEqual(entry.templateVars, ["arc=true", "note=a=b"])
        XCTAssertEqual(entry.mogeneratorLanguage, "objc")
        XCTAssertEqual(entry.mogeneratorVersion, "1.30.1")
        XCTAssertEqual(entry.baseClass, "NSManagedObject")
    }

    /// `template-path`, mogenerator's name for the folder, with the keys
    /// of its other options; they need the folder like template-vars do.
    func testTemplatePathAndMogeneratorsOtherOptionsAreDecoded() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: App/Model.xcdatamodeld
            output: Model/Human
            template-path: ModelTemplates
            mogenerator-version: "1.30"
            base-class-import: AppBase
            base-class-force: AppObject
            includem: Model/Includes.m
            includeh: Model/Includes.h
        """)
        XCTAssertEqual(problems, [])
        let entry = try XCTUnwrap(config.models.models.first)
        XCTAssertEqual(entry.mogeneratorTemplates, "ModelTemplates")
        XCTAssertEqual(entry.mogeneratorVersion, "1.30")
        XCTAssertEqual(entry.baseClassImport, "AppBase")
        XCTAssertEqual(entry.baseClassForce, "AppObject")
        XCTAssertEqual(entry.includeM, "Model/Includes.m")
        XCTAssertEqual(entry.includeH, "Model/Includes.h")
        XCTAssertTrue(entry.outputPaths.contains { $0.key == "includeh" && $0.path == "Model/Includes.h" })

        let (_, alone) = try LintFixture.config("models:\n  - path: M.xcdatamodeld\n    output: Gen\n    includem: I.m\n")
        XCTAssertEqual(alone.map(\.message), ["'models[0].includem' needs 'template-path' (a folder of .motemplate files)"])
    }

    func testMustacheKeysBesideTheTemplatesAreErrorsAtTheirLine() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: App/Model.xcdatamodeld
            output: Gen
            mogenerator-templates: ModelTemplates
            templates: Custom
            layout: xcode
            template-set: mogenerator
            required-style: optional
        """)
        XCTAssertEqual(config.models.models, [], "the entry is refused whole")
        XCTAssertEqual(problems.map(\.location.line), [5, 6, 7, 7, 8], "template-set is also wrong for layout xcode")
        XCTAssertEqual(problems.first?.message,
                       "'models[0].templates' cannot be used with 'mogenerator-templates': the team's .motemplate files decide what it would (remove one of them)")
        XCTAssertTrue(problems.allSatisfy { $0.severity == .error })
    }

    func testTemplateKeysWithoutTheFolderAndBadValuesAreErrors() throws {
        let (_, problems) = try LintFixture.config("""
        models:
          - path: A.xcdatamodeld
            template-vars: [arc=true]
            mogenerator-language: swift
          - path: B.xcdatamodeld
            mogenerator-templates: T
            template-vars: [arc, "=x"]
            mogenerator-language: kotlin
            mogenerator-version: "1.20"
        """)
        XCTAssertEqual(problems.map(\.message).sorted(), [
            "invalid value for 'models[1].template-vars': expected KEY=VALUE, or a list of them (mogenerator's --template-var)",
            "invalid value for 'models[1].mogenerator-language': expected swift, objc",
            "invalid value for 'models[1].mogenerator-version': expected 1.21, 1.22, 1.23, 1.24, 1.25, 1.26, 1.27, 1.28, 1.29, 1.30, 1.30.1, 1.31, 1.32",
            "'models[0].template-vars' needs 'template-path' (a folder of .motemplate files)",
            "'models[0].mogenerator-language' needs 'template-path' (a folder of .motemplate files)",
        ].sorted(), "\(problems.map(\.message))")
    }
}
