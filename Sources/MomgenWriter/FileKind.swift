// What a path names on disk, looked at without following a final symbolic
// link. The writer replaces only regular files: a rename over a device node,
// a FIFO or a link would destroy it (run as root, `--output /dev/null` used
// to replace /dev/null with a regular file).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The kind of file at a path.
public enum FileKind: Equatable, Sendable {
    case missing, regular, directory, symbolicLink, fifo, characterDevice, blockDevice, socket, other

    /// Looks at `path` with `lstat(2)`.
    public static func of(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// For messages: "a FIFO", "a symbolic link".
    public var description: String {
        switch self {
        case .missing: return "nothing"
        case .regular: return "a regular file"
        case .directory: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .other: return "a special file"
        }
    }
}
