// What is at a path, asked of the file system directly (`stat`), which works
// the same on macOS and Linux and needs no Foundation.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether a path is a file, a folder, or nothing.
enum PathKind: Equatable {
    case missing
    case directory
    /// A regular file (or anything else that is not a folder), with its size.
    case file(size: Int)

    static func of(_ path: String) -> PathKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .directory }
        return .file(size: Int(info.st_size))
    }
}
