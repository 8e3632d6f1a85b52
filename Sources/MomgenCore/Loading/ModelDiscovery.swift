// Finds the Core Data models below a folder, for `momgen init`: every
// `.xcdatamodeld` bundle, and every `.xcdatamodel` folder that is not a
// version inside a bundle. Hidden folders (`.build`, `.git`, …) and the
// folders where other tools keep third-party or derived copies (`Pods`,
// `Carthage`, `DerivedData`, `node_modules`) are not searched: a model found
// there belongs to someone else's build.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenProject

/// Lists the models below a root folder, as paths relative to it, sorted.
public struct ModelDiscovery: Sendable {
    /// Folder names never searched: other tools' copies and build products
    /// (the project readers' list, so a model and a project are found alike).
    public static let skippedFolders: Set<String> = FileWalk.skippedFolders

    /// The folder searched; results are relative to it.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Every model below `root` (the root itself excluded), sorted by path
    /// so the same tree always gives the same list.
    public func models() -> [String] {
        var found: [String] = []
        search(relative: "", into: &found)
        return found.sorted()
    }

    /// Depth-first walk that stops at each model: a bundle's versions are
    /// part of the bundle, not models of their own. Symbolic links are not
    /// followed, so a link loop cannot make the walk endless.
    private func search(relative: String, into found: inout [String]) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) {
            let path = relative.isEmpty ? name : relative + "/" + name
            guard isRealFolder(root + "/" + path) else { continue }
            if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
                found.append(path)
            } else {
                search(relative: path, into: &found)
            }
        }
    }

    /// Whether `path` is a folder and not a symbolic link to one.
    private func isRealFolder(_ path: String) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return false }
        return attributes[.type] as? FileAttributeType == .typeDirectory
    }
}
