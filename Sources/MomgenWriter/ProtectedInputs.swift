// The files a run reads (the model's `contents`, `.xccurrentversion`,
// momgen.yml, templates), which no output of the same run may replace: a
// `ddl:` set to the model's `contents` or to momgen.yml used to overwrite it.
// Files are compared by device and inode, so another spelling of the same
// path, a hard link or a symbolic link to an input is caught too.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A run's input files, by identity on disk.
public struct ProtectedInputs: Sendable {
    /// A file's identity: device and inode numbers.
    struct Identity: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    /// A path by its folder's identity and its last component: for inputs
    /// that may not exist yet.
    struct Entry: Hashable, Sendable {
        var folder: Identity
        var name: String
    }

    private var inputs: [Identity: String] = [:]
    private var entries: [Entry: String] = [:]

    /// The inputs among `paths` that exist (links followed), and every path
    /// of `evenIfMissing` whose folder exists: a store's `-wal`, `-shm` or
    /// `-journal` is an input of `ddl --compare` before SQLite makes it, and
    /// a report written there would be read as the store's log.
    public init(_ paths: [String] = [], evenIfMissing: [String] = []) {
        for path in paths + evenIfMissing {
            if let identity = Self.identity(path, followingLinks: true) { inputs[identity] = path }
        }
        for path in evenIfMissing {
            if let entry = Self.entry(path) { entries[entry] = path }
        }
    }

    /// The input `path` is, when it is one (a final link followed).
    public func input(at path: String) -> String? {
        if !entries.isEmpty, let entry = Self.entry(path), let input = entries[entry] { return input }
        guard !inputs.isEmpty, let identity = Self.identity(path, followingLinks: true) else { return nil }
        return inputs[identity]
    }

    /// `path`'s folder identity and name (the folder `.` for a bare name).
    static func entry(_ path: String) -> Entry? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        let folder = path.dropLast(name.count)
        guard let identity = identity(folder.isEmpty ? "." : String(folder), followingLinks: true) else { return nil }
        return Entry(folder: identity, name: name)
    }

    static func identity(_ path: String, followingLinks: Bool) -> Identity? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
