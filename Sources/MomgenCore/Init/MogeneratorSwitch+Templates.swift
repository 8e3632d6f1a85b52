// A project that ran its own `.motemplate` files keeps them: `momgen init`
// points the entry at the folder (`template-path`, mogenerator's option name) with the command
// line's template variables, language and release, so `momgen` runs them
// as mogenerator did instead of momgen's mogenerator template set.
import Foundation
import MomgenConfig
import MomgenMiscMerge
import MomgenProject

extension MogeneratorSwitch {
    /// The project's template folder (relative to the root), found as
    /// mogenerator finds it: beside the model (and beside its
    /// `.xcdatamodeld` for a version inside one), then in the folder the
    /// command runs in; nil when no such folder is inside the project.
    static func templateFolder(of invocation: MogeneratorInvocation, root: String) -> String? {
        guard let written = invocation.templatePathAsWritten, !written.isEmpty else { return nil }
        var candidates: [String] = []
        if let model = invocation.model, !written.hasPrefix("/") {
            let modelFolder = Self.parent(of: model)
            candidates.append(RelativePath.join(modelFolder, written))
            if modelFolder.hasSuffix(".xcdatamodeld") {
                candidates.append(RelativePath.join(Self.parent(of: modelFolder), written))
            }
        }
        candidates += invocation.templatePath.map { [$0] } ?? []
        return candidates.first { candidate in
            var isFolder: ObjCBool = false
            return RelativePath.isInside(candidate)
                && FileManager.default.fileExists(atPath: root + "/" + candidate, isDirectory: &isFolder) && isFolder.boolValue
        }
    }

    /// The entry's settings for running the templates in `folder`: the
    /// release found from the committed files (`release`, with `detection`
    /// saying why), else the latest (1.30.1 for Swift 2-era files).
    static func templateSettings(_ folder: String, invocation: MogeneratorInvocation, swift2Era: Bool,
                                 release: MogeneratorRelease? = nil, detection: MogeneratorReleaseDetection? = nil,
                                 render: MogeneratorSwitchRender? = nil, stock: Bool = false) -> [StarterSetting] {
        var settings = [StarterSetting(key: "template-path", value: StarterConfiguration.scalar(folder),
                                       comment: stock ? "mogenerator's stock templates of the release below (--stock-templates)"
                                           : "the project's own .motemplate files (--template-path), run as mogenerator ran them")]
        // Where no release reproduces a file, the newest the files allow (their blank-line runs rule out 1.28 on).
        let chosen = release ?? (swift2Era ? nil : detection?.release)
        let variables = render.map { $0.templateVars(for: chosen ?? .latest) } ?? invocation.templateVars
        if !variables.isEmpty {
            let values = variables.map(StarterConfiguration.scalar).joined(separator: ", ")
            let v2 = invocation.v2 && (chosen ?? .latest).v2SetsTemplateVariables
            settings.append(StarterSetting(key: "template-vars", value: "[\(values)]",
                                           comment: "mogenerator's --template-var" + (v2 ? ", and arc, literals, modules for --v2 (what it set in 1.28 and 1.29)" : "")))
        }
        let carried: [(String, String?)] = [("base-class-import", invocation.baseClassImport), ("base-class-force", invocation.baseClassForce),
                                            ("includem", invocation.includem), ("includeh", invocation.includeh)]
        for (key, value) in carried {
            guard let value else { continue }
            // includem/includeh are paths from the root, as every path momgen.yml holds.
            settings.append(StarterSetting(key: key, value: StarterConfiguration.scalar(value), comment: "mogenerator's --\(key)"))
        }
        if !invocation.swift {
            settings.append(StarterSetting(key: "mogenerator-language", value: "objc", comment: "no --swift: the .h/.m templates"))
        }
        // The release decides what the template keys give (NSDate before 1.31, blank lines before 1.28, …).
        if let release, let detection {
            settings.append(StarterSetting(key: "mogenerator-version", value: "\"\(release.rawValue)\"",
                                           comment: "found: \(detection.summary)"))
        } else if let chosen, let detection {
            settings.append(StarterSetting(key: "mogenerator-version", value: "\"\(chosen.rawValue)\"",
                                           comment: "no release reproduces a committed machine file: the newest the files allow" + (detection.ruledOut.map { " (\($0))" } ?? "")))
        } else {
            settings.append(StarterSetting(
                key: "mogenerator-version", value: swift2Era ? "\"1.30.1\"" : "\"1.32\"",
                comment: swift2Era ? "Swift 2-era output (NSDate): the keys of 1.30.1; 1.30 if non-ASCII template text came out garbled"
                                   : "the keys of the latest release"))
        }
        return settings
    }

    /// The folder holding `path` ("" for the root).
    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
