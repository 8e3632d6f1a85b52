// Reporters turn a lint run into text for one consumer (Xcode, CI, tools).
// Each is a tiny type with an id and a pure function; none prints.
import MomgenDiagnostics

/// Renders a lint run (findings already in report order) as one document.
public protocol Reporter: Sendable {
    /// The `--format` value that selects it.
    var id: String { get }
    /// The whole run: findings, the files checked, and the inputs that could not be read.
    func report(_ report: LintReport) -> String
}

extension Reporter {
    /// Findings alone, for callers that read every input successfully.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        report(LintReport(diagnostics: diagnostics))
    }
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
