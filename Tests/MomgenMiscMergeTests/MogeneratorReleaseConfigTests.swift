// momgen.yml's `mogenerator-version` (with `template-path`) accepts exactly
// the releases the engine models, so a release `momgen mogenerator` names
// for a project's committed files can be written in momgen.yml as it is.
import MomgenConfig
import MomgenMiscMerge
import XCTest

final class MogeneratorReleaseConfigTests: XCTestCase {
    func testTheConfigAcceptsEveryModelledRelease() {
        XCTAssertEqual(ModelEntry.mogeneratorTemplateVersions, MogeneratorRelease.allCases.map(\.rawValue))
    }

    func testAPre128ReleaseIsAcceptedWithTemplatePath() throws {
        let yaml = "models:\n  - path: A.xcdatamodeld\n    template-path: Templates\n    mogenerator-version: \"1.27\"\n"
        let (config, problems) = try ConfigReader().parse(yaml, file: "momgen.yml")
        XCTAssertEqual(problems.map(\.message), [])
        XCTAssertEqual(config.models.models.first?.mogeneratorVersion, "1.27")
    }
}
