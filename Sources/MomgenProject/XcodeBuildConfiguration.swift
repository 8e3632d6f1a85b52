// One build configuration of an Xcode target (an `XCBuildConfiguration`:
// Debug, Release…) with the deployment targets it sets. Configurations of
// one target may differ (a Debug build for a newer simulator); init takes
// the lowest over them and says so, since the generated files must compile
// in every configuration the target builds.
import MomgenModel

/// A target's build configuration and its deployment targets.
///
/// For example, `Debug` with `IPHONEOS_DEPLOYMENT_TARGET = 17.0` gives
/// `XcodeBuildConfiguration(name: "Debug", deploymentTargets: [ios:17.0])`.
public struct XcodeBuildConfiguration: Sendable, Equatable {
    public var name: String
    /// One per platform the configuration sets, in platform order.
    public var deploymentTargets: [DeploymentTarget]

    /// The build settings that name each platform's deployment target.
    public static let deploymentTargetSettings: [(String, DeploymentTarget.Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .ios), ("MACOSX_DEPLOYMENT_TARGET", .macos), ("TVOS_DEPLOYMENT_TARGET", .tvos),
        ("WATCHOS_DEPLOYMENT_TARGET", .watchos), ("XROS_DEPLOYMENT_TARGET", .visionos),
    ]

    /// The lowest deployment target of each platform among `targets`, in platform order.
    public static func lowest(_ targets: [DeploymentTarget]) -> [DeploymentTarget] {
        var lowest: [DeploymentTarget.Platform: DeploymentTarget] = [:]
        for deployment in targets {
            if let known = lowest[deployment.platform], deployment.isAtLeast(known.version) { continue }
            lowest[deployment.platform] = deployment
        }
        return DeploymentTarget.Platform.allCases.compactMap { lowest[$0] }
    }

    /// `Debug ios:17.0, Release ios:18.0` when the configurations differ,
    /// `Debug, Release: ios:18.0` when they agree, "" when none sets one.
    public static func summary(_ configurations: [XcodeBuildConfiguration]) -> String {
        let set = configurations.filter { !$0.deploymentTargets.isEmpty }
        guard let first = set.first else { return "" }
        let text = { (configuration: XcodeBuildConfiguration) in configuration.deploymentTargets.map(\.description).joined(separator: " ") }
        if set.allSatisfy({ $0.deploymentTargets == first.deploymentTargets }) {
            return set.map(\.name).joined(separator: ", ") + ": " + text(first)
        }
        return set.map { "\($0.name) \(text($0))" }.joined(separator: ", ")
    }
}
