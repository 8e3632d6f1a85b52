// Where `momgen init` looks for a project's mogenerator command line: the
// Run Script phases of every `project.pbxproj`, then Makefiles and shell
// scripts, then READMEs (a team that ran it by hand often wrote it down).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds mogenerator invocations below a folder.
public struct MogeneratorInvocationSearch: Sendable {
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// Every invocation found, Run Scripts first, then scripts, then READMEs,
    /// each group in path order.
    public func invocations() -> [MogeneratorInvocation] {
        var projects: [MogeneratorInvocation] = [], scripts: [MogeneratorInvocation] = [], readmes: [MogeneratorInvocation] = []
        for path in FileWalk(root: root).files(Self.isCandidate) {
            // Bounded: a Run Script or a script is small; a huge file is not read.
            guard let data = FileManager.default.contents(atPath: root + "/" + path), data.count <= 8 << 20 else { continue }
            let text = String(decoding: data, as: UTF8.self)
            guard text.contains("mogenerator") else { continue }
            let folder = Self.folder(of: path)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name == "project.pbxproj" {
                // The Run Script runs in the project's folder (SRCROOT): the
                // folder holding the .xcodeproj.
                let projectFolder = Self.folder(of: folder)
                for (script, line) in PBXShellScripts.scripts(in: text) {
                    projects += MogeneratorInvocation.find(inScript: script, scriptFolder: projectFolder, projectFolder: projectFolder,
                                                           file: path, firstLine: line, oneLine: true)
                }
            } else if name.lowercased().hasPrefix("readme") {
                readmes += MogeneratorInvocation.find(inScript: text, scriptFolder: folder, projectFolder: folder, file: path)
            } else {
                scripts += MogeneratorInvocation.find(inScript: text, scriptFolder: folder, projectFolder: folder, file: path)
            }
        }
        return projects + scripts + readmes
    }

    static func isCandidate(_ name: String) -> Bool {
        name == "project.pbxproj" || name == "Makefile" || name == "makefile" || name == "GNUmakefile"
            || name.hasSuffix(".sh") || name.hasSuffix(".command") || name.hasSuffix(".mk")
            || name.lowercased().hasPrefix("readme")
    }

    /// `FileWalk.folder(of:)`, with "" for the root (what `RelativePath.join` takes).
    public static func folder(of path: String) -> String {
        let folder = FileWalk.folder(of: path)
        return folder == "." ? "" : folder
    }
}
