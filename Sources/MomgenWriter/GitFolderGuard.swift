// No output ever lands inside a `.git` folder. momgen.yml comes with the
// repository, and `ddl: .git/config` or `diagram: .git/hooks/...` would
// replace git's own files (a broken repository, or a hook that runs code):
// being inside the project is not enough. The path as written and the path
// with its existing part's links resolved are both checked, and the name is
// compared without case (macOS folds `.GIT` to `.git`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses paths inside a git folder.
///
/// For example, `GitFolderGuard.problem(with: "Docs/../.git/config")` names the `.git` folder.
public enum GitFolderGuard {
    /// Why `path` (a file's path) is inside a `.git` folder, or nil.
    public static func problem(with path: String) -> String? {
        if hasGitComponent(path) { return "the path is inside a .git folder" }
        // The deepest existing folder above the file, links resolved.
        var candidate = path
        while let slash = candidate.lastIndex(of: "/") {
            candidate = String(candidate[..<slash])
            if candidate.isEmpty { candidate = "/" }
            if let real = realpath(candidate, nil) {
                defer { free(real) }
                let resolved = String(cString: real)
                return hasGitComponent(resolved) ? "the path leads into a .git folder (\(resolved))" : nil
            }
            if candidate == "/" { break }
        }
        return nil
    }

    private static func hasGitComponent(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.lowercased() == ".git" }
    }
}
