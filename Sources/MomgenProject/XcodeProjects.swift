// Every Xcode project below the folder `momgen init` runs in, read for the
// questions init asks of them: which target compiles a model (none: the
// model is unused), which deployment targets apply to the files momgen will
// write, and which Xcode last upgraded the project.
import MomgenModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The targets of every readable `project.pbxproj` below a folder.
public struct XcodeProjects: Sendable {
    /// A target, named with its project: `App.xcodeproj: App`.
    public struct Target: Sendable {
        public var name: String
        public var compiledFiles: Set<String>
        /// Its build configurations with the deployment targets each sets.
        public var configurations: [XcodeBuildConfiguration]
        /// The lowest of each platform over its configurations.
        public var deploymentTargets: [DeploymentTarget] { XcodeBuildConfiguration.lowest(configurations.flatMap(\.deploymentTargets)) }
        /// `App.xcodeproj: App (Debug ios:17.0, Release ios:18.0)`.
        public var deploymentDescription: String {
            let summary = XcodeBuildConfiguration.summary(configurations)
            return summary.isEmpty ? name : "\(name) (\(summary))"
        }
    }

    public private(set) var targets: [Target] = []
    /// The oldest `LastUpgradeCheck` among the projects, as an Xcode major version.
    public private(set) var lastUpgradeXcode: Int?
    /// Whether any project was found and read.
    public var isEmpty: Bool { targets.isEmpty }

    public init(root: String) {
        for path in Self.projectFiles(root: root) {
            guard let data = FileManager.default.contents(atPath: root + "/" + path), data.count <= 32 << 20,
                  let project = XcodeProjectTargets(text: String(decoding: data, as: UTF8.self),
                                                    sourceRoot: root + "/" + MogeneratorInvocationSearch.folder(of: MogeneratorInvocationSearch.folder(of: path))) else { continue }
            let projectName = path.split(separator: "/").dropLast().last.map(String.init) ?? path
            targets += project.targets.map { Target(name: "\(projectName): \($0.name)", compiledFiles: $0.compiledFiles, configurations: $0.configurations) }
            if let xcode = project.lastUpgradeXcode { lastUpgradeXcode = min(lastUpgradeXcode ?? xcode, xcode) }
        }
    }

    /// Every `project.pbxproj` to read, in path order: those FileWalk finds,
    /// and the CocoaPods project beside the root or any of them
    /// (`Pods/Pods.xcodeproj`), whose pod targets may be the ones compiling
    /// the model (a development pod: `pod 'Model', :path => './'`). FileWalk
    /// skips `Pods` for every other purpose: it is other people's code.
    static func projectFiles(root: String) -> [String] {
        var paths = FileWalk(root: root).files { $0 == "project.pbxproj" }
        let folders = Set([""] + paths.map { MogeneratorInvocationSearch.folder(of: MogeneratorInvocationSearch.folder(of: $0)) })
        for folder in folders.sorted() {
            let pods = (folder.isEmpty ? "" : folder + "/") + "Pods/Pods.xcodeproj/project.pbxproj"
            if FileManager.default.fileExists(atPath: root + "/" + pods), !paths.contains(pods) { paths.append(pods) }
        }
        return paths.sorted()
    }

    /// The targets whose Sources phase compiles one of `fileNames` (last path components).
    public func targets(compilingAnyOf fileNames: Set<String>) -> [Target] {
        targets.filter { !$0.compiledFiles.isDisjoint(with: fileNames) }
    }

    /// The lowest deployment target of each platform over `targets` and
    /// all their build configurations.
    public static func lowest(_ targets: [Target]) -> [DeploymentTarget] {
        XcodeBuildConfiguration.lowest(targets.flatMap(\.deploymentTargets))
    }
}
