// Finds the configuration file for a model: `.momgen.yml` or `momgen.yml` in
// the model's folder or the nearest folder above it, within the repository:
// the walk stops at the folder holding `.git`, so a momgen.yml above a
// cloned repository (whose outputs it would write) never applies to it.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Walks up from a model path to the nearest configuration file.
public struct ConfigLocator: Sendable {
    /// The names looked for in each folder, in order of preference.
    public static let fileNames = [".momgen.yml", "momgen.yml"]

    public init() {}

    /// The configuration file that applies to `modelPath`, or nil when none exists
    /// between the model and the repository root (the nearest folder above
    /// it holding `.git`) or, outside a repository, the file-system root.
    public func locate(from modelPath: String) -> String? {
        var folder = Self.absolute(modelPath)
        // Start from the model's own folder (a bundle or model folder is itself
        // a directory, but the config lives beside or above it).
        folder = Self.parent(of: folder)
        while true {
            for name in Self.fileNames {
                let candidate = folder == "/" ? "/" + name : folder + "/" + name
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
            // `.git` is a folder in a clone, a file in a worktree or submodule.
            if FileManager.default.fileExists(atPath: folder == "/" ? "/.git" : folder + "/.git") { return nil }
            let up = Self.parent(of: folder)
            if up == folder { return nil }
            folder = up
        }
    }

    static func absolute(_ path: String) -> String {
        var full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        while full.count > 1 && full.hasSuffix("/") { full.removeLast() }
        return full
    }

    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "/" }
        let up = String(path[..<slash])
        return up.isEmpty ? "/" : up
    }
}
