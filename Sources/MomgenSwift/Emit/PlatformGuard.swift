// `--platform-guard`: wraps generated code in `#if canImport(CoreData)` so a
// package that also builds where Core Data does not exist (Linux) still
// compiles. The leading comment lines stay first, so the machine header that
// `--prune` looks for is still line 1.

/// Wraps generated Swift in a Core Data availability check.
public enum PlatformGuard {
    public static let opening = "#if canImport(CoreData)"
    public static let closing = "#endif"

    /// `contents` with everything after its leading `//` comment lines inside
    /// `#if canImport(CoreData)` … `#endif`.
    /// (`module` SwiftData for the swiftdata layout's files.)
    public static func wrap(_ contents: String, module: String = "CoreData") -> String {
        var lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let headerCount = lines.prefix { $0.hasPrefix("//") }.count
        let header = lines[..<headerCount].map(String.init)
        let body = lines[headerCount...].map(String.init)
        return (header + ["#if canImport(\(module))"] + body + [closing]).joined(separator: "\n") + "\n"
    }
}
