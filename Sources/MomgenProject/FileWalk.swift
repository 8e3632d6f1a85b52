// Walks a project's folders the way every project reader does: sorted, hidden
// folders and third-party trees (Pods, Carthage, DerivedData, node_modules)
// skipped, symbolic links never followed (a link loop cannot make the walk
// endless, and a link cannot lead the walk outside the project).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files below a folder whose names pass a test, relative to it.
///
/// For example, `FileWalk(root: ".").files { $0 == "project.pbxproj" }` is
/// `["App.xcodeproj/project.pbxproj"]`.
public struct FileWalk: Sendable {
    /// Folders no project reader (nor model discovery) looks into: other
    /// people's code and build products.
    public static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules"]

    /// The folder walked.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Every regular file whose name passes `test`, relative to `root`, sorted.
    public func files(_ test: (String) -> Bool) -> [String] {
        var found: [String] = []
        walk("", test, &found)
        return found.sorted()
    }

    private func walk(_ relative: String, _ test: (String) -> Bool, _ found: inout [String]) {
        let folder = relative.isEmpty ? root : root + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") && !Self.skippedFolders.contains(name) {
            let path = relative.isEmpty ? name : relative + "/" + name
            guard let type = (try? FileManager.default.attributesOfItem(atPath: root + "/" + path))?[.type] as? FileAttributeType else { continue }
            if type == .typeDirectory {
                walk(path, test, &found)
            } else if type == .typeRegular, test(name) {
                found.append(path)
            }
        }
    }

    /// The folder part of a relative path (`.` for none).
    public static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    }
}
