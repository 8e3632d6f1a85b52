// GitHub Actions workflow commands, which show findings as annotations on the
// pull request's diff:
//
//     ::warning file=Model.xcdatamodel/contents,line=14,col=9,title=missing-inverse::relationship …
//
// Values are escaped as the Actions toolkit does (%, CR, LF; also : and , in
// properties), scalar by scalar, so a name with a line break cannot forge a
// workflow command (`::error`, `::add-mask`, …) in the log. GitHub shows only
// about ten annotations of each level per step, so errors come first; an
// input that could not be read is an `::error` before everything else.
import MomgenDiagnostics

/// One `::level file=…,line=…,col=…,title=…::message` line per finding.
public struct GitHubReporter: Reporter {
    public let id = "github"

    public init() {}

    public func report(_ report: LintReport) -> String {
        (report.failures + report.bySeverity).map(Self.command).joined()
    }

    /// One finding as a workflow command; the fix hint follows the message
    /// after a blank line, as annotations show multi-line messages.
    static func command(_ d: Diagnostic) -> String {
        var properties = ["file=\(ReportText.githubProperty(d.location.file))"]
        if d.location.line > 0 { properties.append("line=\(d.location.line)") }
        if d.location.column > 0 { properties.append("col=\(d.location.column)") }
        properties.append("title=\(ReportText.githubProperty(d.ruleID))")
        var message = d.message
        if let hint = d.fixHint { message += "\n\nFix: \(hint)" }
        return "::\(level(d.severity)) \(properties.joined(separator: ","))::\(ReportText.githubData(message))\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }
}
