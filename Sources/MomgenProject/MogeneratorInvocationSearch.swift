// Where `momgen init` looks for a project's mogenerator command line: the
// Run Script phases of every `project.pbxproj` (with the scripts they call,
// through the phase's text or its `shellPath`) and the pre-actions of every
// `.xcscheme`, then Makefiles and shell scripts no phase calls, then READMEs
// (a team that ran it by hand often wrote it down).
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

    /// Every invocation found, Run Scripts and scheme actions first, then
    /// scripts, then READMEs, each group in path order.
    public func invocations() -> [MogeneratorInvocation] {
        var projects: [MogeneratorInvocation] = [], scripts: [MogeneratorInvocation] = [], readmes: [MogeneratorInvocation] = []
        var called: Set<String> = []
        var standalone: [(path: String, text: String)] = []
        for path in FileWalk(root: root).files(Self.isCandidate) {
            // Bounded: a Run Script or a script is small; a huge file is not read.
            guard let data = FileManager.default.contents(atPath: root + "/" + path), data.count <= 8 << 20 else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let folder = Self.folder(of: path)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if name == "project.pbxproj" {
                // The Run Script runs in the project's folder (SRCROOT): the folder holding the .xcodeproj.
                let projectFolder = Self.folder(of: folder)
                for phase in XcodeRunScript.scripts(in: text, path: path) {
                    var reader = ShellScriptReader(root: root, variables: ShellScriptReader.xcodeVariables(
                        projectFolder: projectFolder, projectName: phase.projectName, target: phase.target), folder: projectFolder)
                    // `shellPath = "/bin/sh Scripts/gen.sh"`: that script runs, with the phase's text as its argument.
                    if phase.shell.count > 1 {
                        reader.read(phase.shell.map(ShellWords.quoted).joined(separator: " "), file: path, firstLine: phase.line, oneLine: true)
                    }
                    reader.read(phase.script, file: path, firstLine: phase.line, oneLine: true)
                    projects += reader.found
                    called.formUnion(reader.visited)
                }
            } else if name.hasSuffix(".xcscheme") {
                let projectFolder = Self.projectFolder(ofScheme: path)
                for (script, line) in XcodeSchemeActions.scripts(in: text) {
                    var reader = ShellScriptReader(root: root, variables: ShellScriptReader.xcodeVariables(
                        projectFolder: projectFolder, projectName: Self.projectName(of: path), target: nil), folder: projectFolder)
                    reader.read(script, file: path, firstLine: line, oneLine: true)
                    projects += reader.found
                    called.formUnion(reader.visited)
                }
            } else if text.contains("mogenerator") {
                standalone.append((path, text))
            }
        }
        for (path, text) in standalone where !called.contains(path) {
            let folder = Self.folder(of: path)
            let found = MogeneratorInvocation.find(inScript: text, scriptFolder: folder, projectFolder: folder, file: path, root: root)
            if (path.split(separator: "/").last ?? "").lowercased().hasPrefix("readme") { readmes += found } else { scripts += found }
        }
        return projects + scripts + readmes
    }

    static func isCandidate(_ name: String) -> Bool {
        name == "project.pbxproj" || name == "Makefile" || name == "makefile" || name == "GNUmakefile"
            || name.hasSuffix(".sh") || name.hasSuffix(".command") || name.hasSuffix(".mk") || name.hasSuffix(".xcscheme")
            || name.lowercased().hasPrefix("readme")
    }

    /// The folder holding the `.xcodeproj` or `.xcworkspace` a scheme is in
    /// (Xcode's SRCROOT for its actions); the scheme's own folder when in neither.
    static func projectFolder(ofScheme path: String) -> String {
        var parts = path.split(separator: "/").dropLast()
        while let last = parts.last, !last.hasSuffix(".xcodeproj"), !last.hasSuffix(".xcworkspace") { parts = parts.dropLast() }
        return parts.isEmpty ? folder(of: path) : folder(of: parts.joined(separator: "/"))
    }

    /// `App` for a scheme inside `App.xcodeproj`.
    static func projectName(of path: String) -> String? {
        path.split(separator: "/").first { $0.hasSuffix(".xcodeproj") }.map { String($0.dropLast(".xcodeproj".count)) }
    }

    /// `FileWalk.folder(of:)`, with "" for the root (what `RelativePath.join` takes).
    public static func folder(of path: String) -> String {
        let folder = FileWalk.folder(of: path)
        return folder == "." ? "" : folder
    }
}
