// File-name and path length limits, checked before anything is written so a
// class name too long for any file system stops the run with nothing written
// (it used to fail half-way, after other files had landed).

/// The lengths an output path may have, in UTF-8 bytes.
public struct PathLimits: Sendable {
    /// Longest file or folder name: 255 (NAME_MAX on Linux and macOS) less
    /// the 20 bytes the temporary file beside it adds
    /// (`.NAME.momgen-PID.tmp`, PID up to 7 digits).
    public var component = 235
    /// Longest whole path, made absolute: 1,024 (PATH_MAX on macOS; Linux
    /// allows 4,096, but the output must work on both).
    public var path = 1024

    public init() {}

    public static let standard = PathLimits()

    /// Why `path` breaks a limit, or nil; `absolute` is the same path made
    /// absolute (the whole-path limit applies to that).
    public func problem(with path: String, absolute: String) -> String? {
        for component in path.split(separator: "/") where component.utf8.count > self.component {
            return "the name '\(component.prefix(40))…' is \(component.utf8.count) bytes, longer than the \(self.component)-byte limit for a file name (255 less room for the temporary file)"
        }
        if absolute.utf8.count > self.path {
            return "the path is \(absolute.utf8.count) bytes, longer than the \(self.path)-byte limit (macOS's PATH_MAX)"
        }
        return nil
    }
}
