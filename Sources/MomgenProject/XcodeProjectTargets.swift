// The targets of an Xcode project, as `momgen init` needs them: which files
// each compiles (a model, the generated classes) and the deployment targets
// each of its build configurations sets (an `XCBuildConfiguration` per
// target and configuration, falling back to the project's configuration of
// the same name), plus the Xcode the project was last upgraded by
// (`LastUpgradeCheck`).
import MomgenModel

/// The targets of one `project.pbxproj`.
///
/// For example, a target `App` whose Sources phase holds `Model.xcdatamodeld`
/// and `Book+CoreDataProperties.swift`, with `IPHONEOS_DEPLOYMENT_TARGET =
/// 26.0` in Debug and Release, gives one `Target` with those file names and
/// `[ios:26.0]`.
struct XcodeProjectTargets {
    struct Target {
        var name: String
        /// The last path component of every file its Sources phase compiles.
        var compiledFiles: Set<String>
        /// Each build configuration (Debug, Release…) with the deployment
        /// targets it sets, by configuration name.
        var configurations: [XcodeBuildConfiguration]
        /// The lowest deployment target of each platform over its
        /// configurations: Debug and Release may differ, and the generated
        /// files must compile in every configuration the target builds.
        var deploymentTargets: [DeploymentTarget] { XcodeBuildConfiguration.lowest(configurations.flatMap(\.deploymentTargets)) }
    }

    var targets: [Target] = []
    /// `LastUpgradeCheck`, e.g. `0830` → Xcode 8.
    var lastUpgradeXcode: Int?

    /// Reads the project's text; with `sourceRoot` (the folder holding the
    /// `.xcodeproj`), each configuration's `.xcconfig` file is read too, its
    /// settings below the configuration's own.
    init?(text: String, sourceRoot: String? = nil) {
        guard let root = OpenStepPlist.parse(text), let objects = root["objects"]?.dictionary,
              let projectID = root["rootObject"]?.string, let project = objects[projectID] else { return nil }
        if let check = project["attributes"]?["LastUpgradeCheck"]?.string, let number = Int(check), number >= 100 {
            lastUpgradeXcode = number / 100
        }
        let references = sourceRoot.map { XcodeFileReferences(objects: objects, sourceRoot: $0) }
        let projectSettings = Self.settings(of: project["buildConfigurationList"]?.string, in: objects, references: references)
        for id in project["targets"]?.array.compactMap(\.string) ?? [] {
            guard let target = objects[id] else { continue }
            var files: Set<String> = []
            for phaseID in target["buildPhases"]?.array.compactMap(\.string) ?? [] {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array.compactMap(\.string) ?? [] {
                    guard let reference = objects[buildFileID]?["fileRef"]?.string.flatMap({ objects[$0] }) else { continue }
                    let path = reference["path"]?.string ?? reference["name"]?.string ?? ""
                    if let last = path.split(separator: "/").last { files.insert(String(last)) }
                }
            }
            // A target without configurations of its own builds with the project's.
            let own = Self.settings(of: target["buildConfigurationList"]?.string, in: objects, references: references)
            let configurations = (own.isEmpty ? projectSettings : own).keys.sorted().map { name in
                let settings = own[name] ?? [:]
                let targets = XcodeBuildConfiguration.deploymentTargetSettings.compactMap { setting, platform in
                    (settings[setting] ?? projectSettings[name]?[setting]).flatMap { DeploymentTarget(text: platform.rawValue + ":" + $0) }
                }
                return XcodeBuildConfiguration(name: name, deploymentTargets: XcodeBuildConfiguration.lowest(targets))
            }
            targets.append(Target(name: target["name"]?.string ?? id, compiledFiles: files, configurations: configurations))
        }
    }

    /// Each configuration's build settings (name → settings) of a configuration list.
    private static func settings(of listID: String?, in objects: [String: OpenStepPlist], references: XcodeFileReferences?) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for id in listID.flatMap({ objects[$0] })?["buildConfigurations"]?.array.compactMap(\.string) ?? [] {
            guard let configuration = objects[id], let name = configuration["name"]?.string else { continue }
            var settings: [String: String] = [:]
            if let references, let reference = configuration["baseConfigurationReference"]?.string, let path = references.path(of: reference) {
                settings = XcodeConfigFile.settings(at: path)
            }
            settings.merge(configuration["buildSettings"]?.dictionary.compactMapValues(\.string) ?? [:]) { _, own in own }
            result[name] = settings
        }
        return result
    }
}
