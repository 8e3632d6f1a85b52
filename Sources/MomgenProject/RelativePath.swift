// Paths relative to the folder `momgen init` runs in, joined and normalised
// as text (no file system access): `a/b` + `../c/` is `a/c`.

public enum RelativePath {
    /// `path` taken from inside `folder` ("" is the root): `.` and `..`
    /// resolved, repeated and trailing `/` dropped. An absolute path, or one
    /// that climbs above the root, is returned as written: it lies outside
    /// the project, and `init` reports it rather than writing there.
    public static func join(_ folder: String, _ path: String) -> String {
        if path.hasPrefix("/") || path.hasPrefix("~") { return path }
        var parts: [Substring] = []
        for component in (folder.isEmpty ? path : folder + "/" + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return path }
                parts.removeLast()
            default: parts.append(component)
            }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `path` (a result of `join`) lies inside the root.
    public static func isInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.hasPrefix("~") && !path.hasPrefix("..")
    }
}
