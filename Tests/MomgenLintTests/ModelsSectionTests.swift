// momgen.yml's `models:` section: what a one-line build step runs.
import MomgenConfig
import MomgenDiagnostics
import MomgenSwift
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
            required-style: implicitly-unwrapped
            template-set: momgen
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
        XCTAssertEqual(first.requiredStyle, "implicitly-unwrapped")
        XCTAssertNil(config.models.models[1].requiredStyle)
        XCTAssertEqual(first.templateSet, "momgen")
        XCTAssertNil(config.models.models[1].templateSet)
        XCTAssertEqual(first.line, 2)
        XCTAssertNil(config.models.models[1].output, "a model without output is linted only")
    }

    /// The configuration reader (which cannot see MomgenSwift) keeps its own
    /// lists of layouts, access levels, required styles and template sets.
    func testTheConfigurationAcceptsExactlyWhatTheGeneratorOffers() {
        XCTAssertEqual(ModelEntry.templateSets, TemplateSetName.allCases.map(\.rawValue))
        XCTAssertEqual(ModelEntry.layouts, Layout.allCases.map(\.rawValue))
        XCTAssertEqual(ModelEntry.accessLevels, AccessLevel.allCases.map(\.rawValue))
        XCTAssertEqual(ModelEntry.requiredStyles, RequiredStyle.allCases.map(\.rawValue))
    }

    func testProblemsNameTheKeyPath() throws {
        let (_, problems) = try LintFixture.config("""
        models:
          - path: A.xcdatamodeld
            layuot: single
            layout: flat
            platform-guard: maybe
            required-style: forced
            template-set: motemplate
          - output: Generated
        """)
        XCTAssertEqual(problems.map(\.message), [
            "unknown configuration key 'models[0].layuot'",
            "invalid value for 'models[0].layout': expected mogenerator, xcode, single, swiftdata",
            "invalid value for 'models[0].platform-guard': expected true or false",
            "invalid value for 'models[0].required-style': expected non-optional, implicitly-unwrapped, optional",
            "invalid value for 'models[0].template-set': expected momgen, mogenerator",
            "invalid value for 'models[1].path': expected the path of a .xcdatamodeld, .xcdatamodel or contents file",
        ])
        XCTAssertEqual(problems.map(\.location.line), [3, 4, 5, 6, 7, 8])
    }

    func testModelsMustBeAList() throws {
        let (_, problems) = try LintFixture.config("models: App/Model.xcdatamodeld\n")
        XCTAssertEqual(problems.map(\.message), ["invalid value for 'models': expected a list of models, each with a path"])
    }
}

/// `mogenerator-version`: the releases MomgenSwift's `MogeneratorVersion`
/// knows, quoted or not (YAML reads an unquoted 1.31 as a number).
final class MogeneratorVersionKeyTests: XCTestCase {
    func testTheReleasesAreAcceptedQuotedOrNot() throws {
        XCTAssertEqual(ModelEntry.mogeneratorVersions, MogeneratorVersion.allCases.map(\.rawValue))
        let (config, problems) = try LintFixture.config("""
        models:
          - path: A.xcdatamodeld
            template-set: mogenerator
            mogenerator-version: 1.31
          - path: B.xcdatamodeld
            template-set: mogenerator
            mogenerator-version: "1.32"
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.models.models.map(\.mogeneratorVersion), ["1.31", "1.32"])
    }

    func testAnotherReleaseIsAProblem() throws {
        let (_, problems) = try LintFixture.config("""
        models:
          - path: A.xcdatamodeld
            mogenerator-version: "1.29"
        """)
        XCTAssertEqual(problems.map(\.message), ["invalid value for 'models[0].mogenerator-version': expected 1.31, 1.32"])
    }
}
