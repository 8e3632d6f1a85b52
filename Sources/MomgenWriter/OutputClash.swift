// Naming the outputs of a run in messages, and the error for two outputs that
// would land on one file: entities `Book` and `_Book` (the human file of one
// is the machine file of the other), an entity named like the model's
// protocol, or names that differ only in case (one file on macOS).
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics

/// Paths as the write stage compares and shows them.
enum OutputClash {
    /// The error for `file` (at `path`) landing where `other` (at
    /// `otherPath`) already does.
    static func error(_ file: OutputFile, at path: String, _ other: OutputFile, at otherPath: String) -> MomgenError {
        let shown = printable(file.displayPath)
        if path != otherPath {
            return .output(path: shown, "two outputs of this run differ only in letter case (this one and \(printable(other.displayPath))); on a case-insensitive file system, the macOS default, they are one file: rename one of the entities")
        }
        if file.policy != other.policy {
            return .output(path: shown, "two outputs of this run map to this file: a regenerated file and a file created once (entities named like 'Book' and '_Book' collide this way); rename one of the entities")
        }
        return .output(path: shown, "two outputs of this run map to this file (an entity named like another output, such as the model's protocol file); rename the entity")
    }

    /// `path` with a NUL shown as `\0` (a C string would end at it).
    static func printable(_ path: String) -> String {
        guard path.unicodeScalars.contains("\u{0}") else { return path }
        return path.unicodeScalars.map { $0 == "\u{0}" ? "\\0" : String($0) }.joined()
    }

    /// `folder` without `.` components, doubled or trailing slashes, so
    /// `out`, `./out` and `out/` compare equal.
    static func normalized(_ folder: String) -> String {
        let parts = folder.split(separator: "/").filter { $0 != "." }
        let joined = parts.joined(separator: "/")
        if folder.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `path` made absolute against `current` (the current folder), for
    /// length limits.
    static func absolute(_ path: String, current: String) -> String {
        path.hasPrefix("/") ? path : current + "/" + path
    }

    /// The current folder, asked once per run rather than once per file.
    static var currentFolder: String { FileManager.default.currentDirectoryPath }
}
