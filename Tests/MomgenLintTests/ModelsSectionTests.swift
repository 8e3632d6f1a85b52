// momgen.yml's `models:` section: what a one-line build step runs.
import MomgenConfig
import MomgenDiagnostics
import XCTest

final class ModelsSectionTests: XCTestCase {
    func testModelsAreDecodedInOrderWithEverySetting() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: App/Model.xcdatamodeld
            output: App/Generated
            layout: xcode
            access: public
            version: Model 2
            machine-dir: App/Machine
            human-dir: App/Human
            templates: Templates/Custom
            base-class: AppObject
            configuration: Cloud
            platform-guard: true
            version-checksums: true
            ddl: Docs/Model.sql
            xcfilelist: BuildSupport
          - path: Other.xcdatamodel
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.models.models.map(\.path), ["App/Model.xcdatamodeld", "Other.xcdatamodel"])
        let first = config.models.models[0]
        XCTAssertEqual(first.output, "App/Generated")
        XCTAssertEqual(first.layout, "xcode")
        XCTAssertEqual(first.access, "public")
        XCTAssertEqual(first.version, "Model 2")
        XCTAssertEqual(first.machineDir, "App/Machine")
        XCTAssertEqual(first.humanDir, "App/Human")
        XCTAssertEqual(first.templates, "Templates/Custom")
        XCTAssertEqual(first.baseClass, "AppObject")
        XCTAssertEqual(first.configuration, "Cloud")
        XCTAssertEqual(first.platformGuard, true)
        XCTAssertEqual(first.versionChecksums, true)
        XCTAssertNil(config.models.models[1].versionChecksums)
        XCTAssertEqual(first.ddl, "Docs/Model.sql")
        XCTAssertEqual(first.xcfilelist, "BuildSupport")
        XCTAssertEqual(first.line, 2)
        XCTAssertNil(config.models.models[1].output, "a model without output is linted only")
    }

    func testProblemsNameTheKeyPath() throws {
        let (_, problems) = try LintFixture.config("""
        models:
          - path: A.xcdatamodeld
            layuot: single
            layout: flat
            platform-guard: maybe
          - output: Generated
        """)
        XCTAssertEqual(problems.map(\.message), [
            "unknown configuration key 'models[0].layuot'",
            "invalid value for 'models[0].layout': expected mogenerator, xcode, single",
            "invalid value for 'models[0].platform-guard': expected true or false",
            "invalid value for 'models[1].path': expected the path of a .xcdatamodeld, .xcdatamodel or contents file",
        ])
        XCTAssertEqual(problems.map(\.location.line), [3, 4, 5, 6])
    }

    func testModelsMustBeAList() throws {
        let (_, problems) = try LintFixture.config("models: App/Model.xcdatamodeld\n")
        XCTAssertEqual(problems.map(\.message), ["invalid value for 'models': expected a list of models, each with a path"])
    }
}
