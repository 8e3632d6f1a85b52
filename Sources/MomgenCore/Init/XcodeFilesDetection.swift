// `momgen init` on a project that committed the files of Xcode's "Create
// NSManagedObject Subclass…": finds its `+CoreDataProperties.swift` files and
// tells, from their shapes, the layout, the access level and the Xcode that
// wrote them, plus the deployment targets of the project's Xcode projects,
// so momgen.yml reproduces those files (docs/generate.md, "Switching from Xcode").
import MomgenModel
import MomgenProject
import MomgenSwift

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the committed Xcode-written files of one model say about how to
/// reproduce them.
///
/// For example, files with `NSDate?` and no `Identifiable` in `App/Model`
/// give `xcodeVersion: 10`, `folder: "App/Model"`, `access: "public"`.
public struct XcodeFilesDetection: Sendable, Equatable {
    /// The folder (relative to the root) holding most of the model's files.
    public var folder: String
    /// How many `+CoreDataProperties.swift` files belong to the model.
    public var fileCount: Int
    /// The oldest Xcode whose files have these shapes (the versions between
    /// two changes write the same declarations).
    public var xcodeVersion: XcodeVersion
    /// `public` when the files declare public members (Xcode always did).
    public var access: AccessLevel
    /// The lowest deployment target of each platform in the `.xcodeproj`
    /// files below the root.
    public var deploymentTargets: [DeploymentTarget]

    /// The Xcode version the text of the files shows: `public import` → 26,
    /// `Identifiable` → 12, `NSDate?`/`NSData?` → 10 (8 with Xcode 8's `;`
    /// after the fetch request), else 11.
    public static func xcodeVersion(ofFiles texts: [String]) -> XcodeVersion {
        func any(_ test: (String) -> Bool) -> Bool { texts.contains(where: test) }
        let major: Int
        if any({ $0.contains("public import CoreData") || $0.contains("CoreDataPropertiesSet") }) {
            major = 26
        } else if any({ $0.contains(": Identifiable") || $0.contains(" : Identifiable") }) {
            major = 12
        } else if any({ $0.contains("(entityName:") && $0.contains("\");\n") }) {
            major = 8
        } else if any({ $0.contains(": NSDate?") || $0.contains(": NSData?") }) {
            major = 10
        } else {
            major = 11
        }
        return XcodeVersion(major) ?? .latest
    }

    /// The detection for the model at `modelPath` (relative to `root`), or
    /// nil when no `+CoreDataProperties.swift` file below `root` belongs to
    /// one of its entity classes.
    public static func detect(root: String, modelPath: String) -> XcodeFilesDetection? {
        guard let loaded = try? ModelLoader().load(root + "/" + modelPath) else { return nil }
        let classes = Set(loaded.resolved.entities.map { entity -> String in
            let name = EntitySelection.className(of: entity.declared)
            return name.split(separator: ".").last.map(String.init) ?? name
        })
        var found = FileWalk(root: root).files { name in
            name.hasSuffix("+CoreDataProperties.swift") && classes.contains(String(name.dropLast("+CoreDataProperties.swift".count)))
        }
        guard !found.isEmpty else { return nil }
        found.sort()
        let texts = found.compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) }
        var folders: [String: Int] = [:]
        for path in found { folders[FileWalk.folder(of: path), default: 0] += 1 }
        let folder = folders.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.first?.key ?? "."
        let access: AccessLevel = texts.contains { $0.contains("@NSManaged public ") || $0.contains("public class func fetchRequest") } ? .public : .internal
        let projects = FileWalk(root: root).files { $0 == "project.pbxproj" }
        let targets = deploymentTargets(inProjects: projects.compactMap { try? String(contentsOfFile: root + "/" + $0, encoding: .utf8) })
        return XcodeFilesDetection(folder: folder, fileCount: found.count, xcodeVersion: xcodeVersion(ofFiles: texts),
                                   access: access, deploymentTargets: targets)
    }

    /// The build settings that name each platform's deployment target.
    static let settingNames = XcodeBuildConfiguration.deploymentTargetSettings

    /// The lowest `…_DEPLOYMENT_TARGET = 12.0;` of each platform in
    /// `project.pbxproj` texts, in platform order.
    public static func deploymentTargets(inProjects texts: [String]) -> [DeploymentTarget] {
        var lowest: [DeploymentTarget.Platform: DeploymentTarget] = [:]
        for text in texts {
            for line in text.split(separator: "\n") {
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                for (setting, platform) in settingNames where trimmed.hasPrefix(setting + " = ") {
                    let value = trimmed.dropFirst(setting.count + 3).prefix { $0 != ";" }.filter { $0 != "\"" }
                    guard let target = DeploymentTarget(text: platform.rawValue + ":" + value) else { continue }
                    if let known = lowest[platform], target.isAtLeast(known.version) { continue }
                    lowest[platform] = target
                }
            }
        }
        return DeploymentTarget.Platform.allCases.compactMap { lowest[$0] }
    }
}
