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

    private var inputs: [Identity: String] = [:]

    /// The inputs among `paths` that exist (links followed).
    public init(_ paths: [String] = []) {
        for path in paths {
            if let identity = Self.identity(path, followingLinks: true) { inputs[identity] = path }
        }
    }

    /// The input `path` is, when it is one (a final link followed).
    public func input(at path: String) -> String? {
        guard !inputs.isEmpty, let identity = Self.identity(path, followingLinks: true) else { return nil }
        return inputs[identity]
    }

    static func identity(_ path: String, followingLinks: Bool) -> Identity? {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
