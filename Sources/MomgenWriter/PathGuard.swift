// Keeps every write inside its output folder: no absolute paths, no `..`, no
// symbolic link anywhere below the folder (a link could point anywhere).
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MomgenDiagnostics

/// Checks relative output paths.
public struct PathGuard: Sendable {
    public init() {}

    /// The full path of `relative` inside `folder`; throws
    /// `MomgenError.output` when it could land outside the folder.
    public func resolve(_ relative: String, in folder: String) throws -> String {
        let shown = folder + "/" + relative
        func refuse(_ why: String) -> MomgenError { .output(path: shown, "refusing to write: \(why)") }
        if relative.isEmpty { throw refuse("empty file name") }
        if relative.hasPrefix("/") || relative.hasPrefix("~") { throw refuse("the path is absolute") }
        if relative.unicodeScalars.contains(where: { $0.value == 0 || $0 == "\\" }) {
            throw refuse("the path contains a NUL or backslash")
        }
        let components = relative.split(separator: "/", omittingEmptySubsequences: false)
        for component in components where component.isEmpty || component == "." || component == ".." {
            throw refuse("the path contains '\(component)' and could leave the output folder")
        }
        // No component below the folder may be a symbolic link.
        var path = folder
        for component in components {
            path += "/" + component
            var info = stat()
            if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                throw refuse("\(path) is a symbolic link")
            }
        }
        return folder + "/" + relative
    }
}
