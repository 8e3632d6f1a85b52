// The starter momgen.yml that `momgen init` writes: valid for the reader
// whatever the model paths hold, one output folder per model, same bytes
// for the same models.
import MomgenConfig
import MomgenDiagnostics
import MomgenLint
import XCTest

final class StarterConfigurationTests: XCTestCase {
    func testEveryPathReadsBackAsWritten() throws {
        let paths = [
            "Model.xcdatamodeld", "App/Model.xcdatamodeld", "Shared Code/Model.xcdatamodeld", "a#b/Model.xcdatamodel",
            "x: y/M.xcdatamodeld", "\"quoted\"/M.xcdatamodeld", "back\\slash/M.xcdatamodeld", " lead/M.xcdatamodeld",
            "-dash/M.xcdatamodeld", "true", "null", "1.5", "tab\there/M.xcdatamodeld", "Ünïcode/Modèle.xcdatamodeld",
        ]
        let text = StarterConfiguration(models: paths).text
        let (config, problems) = try LintFixture.config(text)
        XCTAssertEqual(problems, [], text)
        XCTAssertEqual(config.models.models.map(\.path), paths, text)
        XCTAssertEqual(config.models.models[1].output, "App/Generated/Model")
        XCTAssertEqual(config.models.models[0].output, "Generated/Model")
        XCTAssertEqual(config.models.models[2].output, "Shared Code/Generated/Model")
        XCTAssertTrue(config.models.models.allSatisfy { $0.layout == nil && $0.ddl == nil }, "the other settings are comments")
    }

    func testTwoModelsOfOneNameInOneFolderGetTheirOwnOutputs() throws {
        let text = StarterConfiguration(models: ["App/Model.xcdatamodel", "App/Model.xcdatamodeld"]).text
        let (config, problems) = try LintFixture.config(text)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.models.models.map(\.output), ["App/Generated/Model", "App/Generated/Model-2"])
    }

    func testPlainPathsStayPlain() {
        XCTAssertEqual(StarterConfiguration.scalar("App/Model.xcdatamodeld"), "App/Model.xcdatamodeld")
        XCTAssertEqual(StarterConfiguration.scalar("a b"), "\"a b\"")
        XCTAssertEqual(StarterConfiguration.scalar("yes"), "\"yes\"")
        XCTAssertEqual(StarterConfiguration.scalar("a\"b\\c\u{1}"), "\"a\\\"b\\\\c\\x01\"")
    }

    func testTheLintSectionIsACommentedExampleOfRealRules() throws {
        let text = StarterConfiguration(models: ["M.xcdatamodeld"]).text
        XCTAssertTrue(text.contains("# lint:\n#   disabled: [no-action-delete-rule]\n#   severity: { missing-inverse: error }\n"), text)
        XCTAssertNotNil(RuleRegistry.rule("no-action-delete-rule"))
        XCTAssertNotNil(RuleRegistry.rule("missing-inverse"))
        // Uncommented, the example is a valid lint section.
        let uncommented = text.replacingOccurrences(of: "# lint:", with: "lint:").replacingOccurrences(of: "#   ", with: "  ")
        XCTAssertEqual(try LintFixture.config(uncommented).1, [], uncommented)
        XCTAssertEqual(StarterConfiguration(models: ["M.xcdatamodeld"]).text, text)
    }
}
