// A folder Xcode compiles from XML is read as XML, whatever else lies in it.
// `CompiledInput` takes any folder holding a `VersionInfo.plist` and a `.mom`
// for a compiled bundle; two files a pull request can add to an
// `.xcdatamodeld` would then hide its XML from lint, generate, versions and
// init while Xcode goes on compiling the XML.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Recognises model source folders.
///
/// For example, `SourceModelFolder.holdsSource("App/Model.xcdatamodeld")` is true.
enum SourceModelFolder {
    /// Whether `path` is a folder of model source: named `.xcdatamodeld` or
    /// `.xcdatamodel`, or holding an `.xcdatamodel` folder or a `contents` file.
    static func holdsSource(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        if trimmed.hasSuffix(".xcdatamodeld") || trimmed.hasSuffix(".xcdatamodel") { return true }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { $0.hasSuffix(".xcdatamodel") || $0 == "contents" }
    }
}
