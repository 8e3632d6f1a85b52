// mogenerator's command line: long options with one or two dashes, =value
// spellings, short letters, --template-var pairs, ignored stray words.
@testable import MomgenMiscMerge
import XCTest

final class MogeneratorOptionsTests: XCTestCase {
    func testRealRunScriptLine() throws {
        let options = try MogeneratorOptions.parse([
            "--template-var", "arc=true", "-m", "Clark/Models/Model.xcdatamodeld", "/", "-M", "Model/ModelMachine",
            "-H", "Model/ModelHuman", "--base-class", "NSManagedObject", "--includem", "Model/ModelIncludes", "--swift",
            "--template-path", "ModelTemplates",
        ])
        XCTAssertEqual(options.model, "Clark/Models/Model.xcdatamodeld")
        XCTAssertEqual(options.machineDir, "Model/ModelMachine")
        XCTAssertEqual(options.humanDir, "Model/ModelHuman")
        XCTAssertEqual(options.baseClass, "NSManagedObject")
        XCTAssertEqual(options.includeM, "Model/ModelIncludes")
        XCTAssertEqual(options.templatePath, "ModelTemplates")
        XCTAssertEqual(options.templateVariables, [.init(key: "arc", value: "true")])
        XCTAssertTrue(options.swift)
        XCTAssertEqual(options.ignoredArguments, ["/"])
    }

    func testEqualsSpellingsAndSingleDashLongNames() throws {
        let options = try MogeneratorOptions.parse([
            "--model=M.xcdatamodeld", "-output-dir", "Out", "--template-var=k=a=b", "--base-class-import=<Base.h>",
            "--base-class-force", "Forced", "--configuration=Small", "--includeh", "all.h", "--v2", "-S", "--orphaned",
            "--template-group", "g", "--mogenerator-version=1.30.1",
        ])
        XCTAssertEqual(options.model, "M.xcdatamodeld")
        XCTAssertEqual(options.outputDir, "Out")
        XCTAssertEqual(options.templateVariables, [.init(key: "k", value: "a=b")])
        XCTAssertEqual(options.baseClassImport, "<Base.h>")
        XCTAssertEqual(options.baseClassForce, "Forced")
        XCTAssertEqual(options.configuration, "Small")
        XCTAssertEqual(options.includeH, "all.h")
        XCTAssertEqual(options.templateGroup, "g")
        XCTAssertTrue(options.v2 && options.swift && options.orphaned)
        XCTAssertEqual(options.release, .v1_30_1)
        XCTAssertEqual(options.settings.customBaseClass, "Forced")
    }

    func testUniquePrefixesAreTheirOption() throws {
        // getopt_long: a unique prefix of a long name is that option, with one dash too (getopt_long_only).
        let options = try MogeneratorOptions.parse(["--swif", "--mod", "M.xcdatamodeld", "-machine", "Machine", "--human-d=Human",
                                                    "--template-p", "T", "--mogenerator-v", "1.29"])
        XCTAssertTrue(options.swift)
        XCTAssertEqual(options.model, "M.xcdatamodeld")
        XCTAssertEqual(options.machineDir, "Machine")
        XCTAssertEqual(options.humanDir, "Human")
        XCTAssertEqual(options.templatePath, "T")
        XCTAssertEqual(options.release, .v1_29)
        XCTAssertTrue(options.releaseIsGiven)
        XCTAssertFalse(try MogeneratorOptions.parse(["--swift"]).releaseIsGiven)
    }

    func testAmbiguousPrefixIsRefused() {
        XCTAssertEqual(errorLine { try MogeneratorOptions.parse(["--base", "X"]) },
                       "error: mogenerator option --base is ambiguous (--base-class, --base-class-force, --base-class-import, --baseClass)")
        XCTAssertEqual(errorLine { try MogeneratorOptions.parse(["--template", "X"]) },
                       "error: mogenerator option --template is ambiguous (--template-group, --template-path, --template-var, --templatePath)")
        // An exact name wins over the longer names it begins.
        XCTAssertEqual(try MogeneratorOptions.parse(["--base-class", "B"]).baseClass, "B")
        // One letter after one dash is a short option, never a prefix.
        XCTAssertTrue(try MogeneratorOptions.parse(["-S"]).swift)
    }

    func testShortOptionWithAttachedValue() throws {
        XCTAssertEqual(try MogeneratorOptions.parse(["-mModel.xcdatamodel", "-OOut"]).outputDir, "Out")
    }

    func testErrors() {
        XCTAssertEqual(errorLine { try MogeneratorOptions.parse(["--model"]) }, "error: mogenerator option --model needs a value")
        XCTAssertEqual(errorLine { try MogeneratorOptions.parse(["--bogus"]) }, "error: unknown mogenerator option --bogus")
        XCTAssertEqual(errorLine { try MogeneratorOptions.parse(["--template-var", "novalue"]) },
                       "error: --template-var needs KEY=VALUE, got 'novalue'")
        XCTAssertEqual(errorLine { try MogeneratorOptions.parse(["--swift=yes"]) }, "error: mogenerator option --swift takes no value")
    }

    func testPathsFollowMogenerator() throws {
        var options = try MogeneratorOptions.parse(["-m", "App/Model.xcdatamodeld", "--template-path", "Templates", "-O", "Out", "-H", "Human"])
        let paths = MogeneratorPaths.resolve(options, home: nil) { $0 == "App/Templates" }
        XCTAssertEqual(paths, MogeneratorPaths(templates: "App/Templates", machine: "Out", human: "Human"))
        options.templatePath = "Elsewhere"
        XCTAssertEqual(MogeneratorPaths.resolve(options, home: nil) { _ in false }?.templates, "Elsewhere")
        options.templatePath = nil
        options.templateGroup = "mine"
        XCTAssertEqual(MogeneratorPaths.resolve(options, home: "/h") { $0 == "/h/Library/Application Support/mogenerator/mine" }?.templates,
                       "/h/Library/Application Support/mogenerator/mine")
    }
}
