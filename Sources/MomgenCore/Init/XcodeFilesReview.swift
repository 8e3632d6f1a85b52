// Before `momgen init` tells a team to delete the `+CoreDataProperties.swift`
// files Xcode wrote, it compares each with what Xcode's generator writes from
// the model (momgen's xcode layout, at the detected Xcode version) and names
// the members the team added by hand, and any leftover copy (`Book+CoreData
// Properties copy.swift`) that would declare every member twice.
import MomgenProject
import MomgenSwift

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The review of one model's committed Xcode files.
public struct XcodeFilesReview: Sendable {
    /// A committed file holding the team's own declarations.
    public struct HandWritten: Sendable, Equatable {
        /// The file, relative to the root.
        public var file: String
        /// `var pinArray`, `func fetchAll`, `conformance Hashable`, `nonisolated edits`.
        public var members: [String]
    }

    public var handWritten: [HandWritten] = []
    /// Extra copies of a generated file (`… copy.swift`, `… 2.swift`).
    public var leftovers: [String] = []
    /// The files that hold nothing but what momgen writes again.
    public var disposable: [String] = []

    public init(root: String, modelPath: String, detection: XcodeFilesDetection) {
        guard let loaded = try? ModelLoader().load(root + "/" + modelPath) else { return }
        let stem = modelPath.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? modelPath
        var options = GenerationOptions(modelName: stem, layout: .xcode, access: detection.access)
        options.xcodeVersion = detection.xcodeVersion
        options.deploymentTargets = detection.deploymentTargets
        let generated = (try? SwiftEmitter(options: options).emit(loaded.resolved)) ?? []
        var byName: [String: String] = [:]
        for file in generated { byName[file.path.split(separator: "/").last.map(String.init) ?? file.path] = file.contents }
        let suffix = "+CoreDataProperties"
        let classes = Set(byName.keys.filter { $0.hasSuffix(suffix + ".swift") }.map { String($0.dropLast((suffix + ".swift").count)) })
        let files = FileWalk(root: root).files { name in
            guard name.hasSuffix(".swift"), let range = name.range(of: suffix) else { return false }
            return classes.contains(String(name[..<range.lowerBound]))
        }
        for path in files {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let expected = byName[name] else {
                leftovers.append(path)
                continue
            }
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            var members = SwiftMemberNames.handWritten(committed: text, generated: expected)
            if SwiftMemberNames(text).hasNonisolated && !SwiftMemberNames(expected).hasNonisolated {
                members.append("nonisolated edits")
            }
            if members.isEmpty { disposable.append(path) } else { handWritten.append(HandWritten(file: path, members: members)) }
        }
    }
}
