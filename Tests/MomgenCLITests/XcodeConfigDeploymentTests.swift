// Issue 42, item 3 (Xcode codegen): a deployment target set in the
// `.xcconfig` a build configuration is based on (CocoaPods' way, and some
// teams') counts, below the configuration's own settings.
@testable import MomgenProject
import MomgenTestSupport
import XCTest

final class XcodeConfigDeploymentTests: XCTestCase {
    private func project(ownSetting: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tX1 /* App.debug.xcconfig */ = {isa = PBXFileReference; path = App.debug.xcconfig; sourceTree = "<group>"; };
        \t\tG1 /* Config */ = {isa = PBXGroup; children = (X1, ); path = Config; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, ); sourceTree = "<group>"; };
        \t\tC1 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = { \(ownSetting) }; name = Debug; };
        \t\tL1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        \t\tT1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = ( ); name = App; };
        \t\tP1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        \t};
        \trootObject = P1;
        }
        """
    }

    func testTheXcconfigsDeploymentTargetBelowTheConfigurationsOwn() throws {
        let folder = TestPaths.temporaryFolder("xcconfig-deployment")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Config"), withIntermediateDirectories: true)
        try "#include \"Base.xcconfig\"\nIPHONEOS_DEPLOYMENT_TARGET = 12.4 // the pod's\n"
            .write(to: folder.appendingPathComponent("Config/App.debug.xcconfig"), atomically: true, encoding: .utf8)
        try "MACOSX_DEPLOYMENT_TARGET = 10.15\n".write(to: folder.appendingPathComponent("Config/Base.xcconfig"), atomically: true, encoding: .utf8)
        let fromFile = try XCTUnwrap(XcodeProjectTargets(text: project(ownSetting: "PRODUCT_NAME = App;"), sourceRoot: folder.path))
        XCTAssertEqual(fromFile.targets.first?.deploymentTargets.map(\.description), ["ios:12.4", "macos:10.15"])
        let own = try XCTUnwrap(XcodeProjectTargets(text: project(ownSetting: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;"), sourceRoot: folder.path))
        XCTAssertEqual(own.targets.first?.deploymentTargets.map(\.description), ["ios:15.0", "macos:10.15"])
    }
}
