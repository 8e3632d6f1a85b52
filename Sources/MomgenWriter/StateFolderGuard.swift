// The files momgen keeps for itself (the generation stamp, the render cache)
// are writes like any output, into a folder a pull request can shape: with
// `layout: xcode` they go to `.momgen/<output>` beside momgen.yml, and a
// committed `.momgen -> ../outside` or `.momgen -> .git` link would carry
// them out of the project or into git's own files. So the state folder is
// held to the outputs' rules: the path guard (no `..`, no symbolic link
// below the project folder) and the `.git` guard.

import MomgenDiagnostics

/// Checks a state folder before anything is read from or written to it.
///
/// For example, `StateFolderGuard.problem(with: ".momgen/App+Model", in: ".")`
/// is nil for a plain folder and names the link when `.momgen` is one.
public enum StateFolderGuard {
    /// Why the state folder `relative` (below `project`) may not be used, or nil.
    public static func problem(with relative: String, in project: String) -> String? {
        do {
            // The outputs' own guard, for a file in the folder.
            let file = try PathGuard().resolve(relative + "/state", in: project)
            if let why = GitFolderGuard.problem(with: file) { return why }
            if let why = ProjectFolder(project).escape(of: relative) { return "it is " + why }
        } catch let MomgenError.output(_, message) {
            let prefix = "refusing to write: "
            return message.hasPrefix(prefix) ? String(message.dropFirst(prefix.count)) : message
        } catch {
            return "\(error)"
        }
        return nil
    }
}
