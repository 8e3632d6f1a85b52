// momgen.yml's `xcode-version` and `deployment-target`, and the matching
// `momgen generate` options: accepted values, refusals, and the lists kept
// equal to the generator's.
import MomgenConfig
import MomgenModel
import MomgenSwift
import MomgenTestSupport
import XCTest

final class XcodeConfigKeysTests: XCTestCase {
    func testKeysAreDecoded() throws {
        let (config, problems) = try LintFixture.config("""
        models:
          - path: A.xcdatamodeld
            layout: xcode
            xcode-version: 10.1
            deployment-target: [ios:12.0, macos:10.14]
          - path: B.xcdatamodeld
            deployment-target: watchos:5
        """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.models.models[0].xcodeVersion, "10.1")
        XCTAssertEqual(config.models.models[0].deploymentTargets, ["ios:12.0", "macos:10.14"])
        XCTAssertEqual(config.models.models[1].deploymentTargets, ["watchos:5"])
        XCTAssertEqual(config.models.models[1].xcodeVersion, nil)
    }

    func testBadValuesAreReportedAtTheirKey() throws {
        let (_, problems) = try LintFixture.config("""
        models:
          - path: A.xcdatamodeld
            layout: xcode
            xcode-version: 17
            deployment-target: android:12
          - path: B.xcdatamodeld
            xcode-version: 12
        """)
        XCTAssertEqual(problems.map(\.message), [
            "invalid value for 'models[0].xcode-version': expected 8 through 16 or 26, with layout xcode",
            "invalid value for 'models[0].deployment-target': expected platform:version, e.g. ios:12.0, or a list of them (ios, macos, tvos, watchos, visionos)",
            "invalid value for 'models[1].xcode-version': expected 8 through 16 or 26, with layout xcode",
        ])
        XCTAssertEqual(problems.map(\.location.line), [4, 5, 7])
    }

    func testTheListsAreTheGenerators() {
        XCTAssertEqual(ModelEntry.xcodeVersions, XcodeVersion.supported)
        XCTAssertEqual(ModelEntry.platforms, DeploymentTarget.Platform.allCases.map(\.rawValue))
    }

    func testTheCommandLineRefusesWhatItCannotHonour() throws {
        let model = TestPaths.sampleModel("BookStore")
        let output = TestPaths.temporaryFolder("xcode-flags")
        defer { try? FileManager.default.removeItem(at: output) }
        let wrongLayout = try MomgenProcess.run(["generate", model, "--output", output.path, "--xcode-version", "10"])
        XCTAssertNotEqual(wrongLayout.status, 0)
        XCTAssertTrue(wrongLayout.stderr.contains("--xcode-version 10 needs --layout xcode"), wrongLayout.stderr)
        for bad in [["--xcode-version", "17"], ["--deployment-target", "ios"]] {
            let result = try MomgenProcess.run(["generate", model, "--output", output.path, "--layout", "xcode"] + bad)
            XCTAssertNotEqual(result.status, 0, bad.joined(separator: " "))
        }
        let good = try MomgenProcess.run(["generate", model, "--output", output.path, "--layout", "xcode", "--xcode-version", "11",
                                          "--deployment-target", "ios:12.0", "--deployment-target", "macos:10.14"])
        XCTAssertEqual(good.status, 0, good.stderr)
    }
}
