// A build writes what momgen.yml asks for, and momgen.yml comes with the
// repository: a cloned project's `ddl: ../victim/file` or `ddl:
// /home/runner/.bashrc` would replace any file its developer can write the
// moment they type `momgen`. So a build's outputs stay inside the folder that
// holds momgen.yml: no absolute paths, no `..` that climbs above it, and no
// symbolic link (a repository can commit one) that leads out of it.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a build's outputs must stay in.
public struct ProjectFolder: Sendable {
    /// The folder, as the configuration's path gives it.
    public let path: String

    public init(_ path: String) {
        self.path = path.isEmpty ? "." : path
    }

    /// Why `relative` (a path from the configuration, relative to the
    /// folder) leads outside the folder, or nil when it stays inside.
    ///
    /// For example, `../victim/file` gives "climbs above it with '..'".
    public func escape(of relative: String) -> String? {
        if relative.hasPrefix("/") { return "an absolute path" }
        var depth = 0
        for component in relative.split(separator: "/") where component != "." {
            depth += component == ".." ? -1 : 1
            if depth < 0 { return "a path that climbs above it with '..'" }
        }
        // The deepest part of the path that exists, links resolved, must
        // still be inside the folder (links resolved too).
        guard let root = Self.resolved(path) else { return nil }
        var candidate = path + "/" + relative
        while true {
            if let real = Self.resolved(candidate) {
                let inside = real == root || real.hasPrefix(root == "/" ? "/" : root + "/")
                return inside ? nil : "a path through a symbolic link that leads to \(real)"
            }
            let parent = candidate.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            if parent.isEmpty || parent == candidate { return nil }
            candidate = parent
        }
    }

    /// `path` with every link and `..` resolved, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
