// One folder of ../shared/dropin: a real project's model, its committed
// generated files, its own class files and call sites, and SOURCE.txt saying
// which generator (origin), which version and which deployment target made them.
import Foundation
import MomgenTestSupport

/// A real project whose generated files momgen must stand in for.
struct DropinProject {
    /// Which tool wrote the committed generated files.
    enum Origin: String {
        case mogenerator, xcode
    }

    /// The folder's name, e.g. `kestrel-mogen131`.
    var name: String
    var folder: URL
    var origin: Origin
    /// SOURCE.txt's `version:` line, e.g. `mogenerator 1.31 (stock Swift templates, …)`.
    var versionLine: String
    /// SOURCE.txt's `deployment target:` line.
    var deploymentTargetLine: String

    /// The `.xcdatamodeld` (or bare `.xcdatamodel`) under `model/`.
    var model: URL? {
        let modelFolder = folder.appendingPathComponent("model")
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: modelFolder.path)) ?? []
        return entries.sorted().first { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }
            .map { modelFolder.appendingPathComponent($0) }
    }

    /// The first version number after the tool's name, e.g. `1.31` or `8.1`.
    var version: String? {
        let words = versionLine.split(separator: " ")
        guard words.count > 1, words[1].first?.isNumber == true else { return nil }
        return String(words[1])
    }

    /// Whether the project ran its own mogenerator templates (`*-mogencustom`).
    var usesCustomTemplates: Bool { name.hasSuffix("-mogencustom") }

    /// The deployment targets SOURCE.txt names, as `platform:version`
    /// (`ios:12.2`, `macos:10.13`), in the order written.
    var deploymentTargets: [String] {
        let platforms = ["IPHONEOS": "ios", "MACOSX": "macos", "TVOS": "tvos", "WATCHOS": "watchos", "XROS": "visionos"]
        var found: [String] = []
        let words = deploymentTargetLine.split(separator: " ").map(String.init)
        for (index, word) in words.enumerated() where word.hasSuffix("_DEPLOYMENT_TARGET") && index + 2 < words.count {
            guard let platform = platforms[String(word.dropLast("_DEPLOYMENT_TARGET".count))] else { continue }
            let number = words[index + 2].filter { $0.isNumber || $0 == "." }
            if !number.isEmpty, !found.contains(where: { $0.hasPrefix(platform + ":") }) { found.append("\(platform):\(number)") }
        }
        return found
    }

    /// The Swift files in `sub` (`generated`, `human`), sorted.
    func swiftFiles(in sub: String) -> [URL] {
        let url = folder.appendingPathComponent(sub)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { url.appendingPathComponent($0) }
    }

    /// The project's own files to type-check: human/ and usage.swift.
    var ownFiles: [URL] {
        swiftFiles(in: "human") + [folder.appendingPathComponent("usage.swift")]
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Every project under `root`, sorted by name; a folder without a
    /// readable SOURCE.txt origin is left out.
    static func all(in root: URL) -> [DropinProject] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        return names.compactMap { load(root.appendingPathComponent($0)) }
    }

    /// Reads `folder/SOURCE.txt`.
    static func load(_ folder: URL) -> DropinProject? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("SOURCE.txt"), encoding: .utf8) else { return nil }
        func field(_ key: String) -> String {
            for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
                return line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
            }
            return ""
        }
        guard let origin = Origin(rawValue: field("origin")) else { return nil }
        return DropinProject(name: folder.lastPathComponent, folder: folder, origin: origin,
                             versionLine: field("version"), deploymentTargetLine: field("deployment target"))
    }
}
