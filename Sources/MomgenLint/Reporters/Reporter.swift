// Reporters turn diagnostics into text for one consumer (Xcode, CI, tools).
// Each is a tiny type with an id and a pure function; none prints.
import MomgenDiagnostics

/// Renders diagnostics (already in report order) as one document.
public protocol Reporter: Sendable {
    /// The `--format` value that selects it.
    var id: String { get }
    func report(_ diagnostics: [Diagnostic]) -> String
}

/// The built-in reporters, by id.
public enum Reporters {
    /// The ids `--format` accepts, in help order; the first is the default.
    public static let ids = ["xcode", "json", "sarif", "github", "junit"]

    /// The reporter for `id`; SARIF lists `rules` as its rule metadata.
    public static func reporter(_ id: String, rules: [RuleDescription]) -> (any Reporter)? {
        switch id {
        case "xcode": return XcodeReporter()
        case "json": return JSONReporter()
        case "sarif": return SARIFReporter(rules: rules)
        case "github": return GitHubReporter()
        case "junit": return JUnitReporter()
        default: return nil
        }
    }
}
