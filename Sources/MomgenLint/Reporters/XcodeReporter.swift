// The default text form, as clang and Xcode print it, so Xcode's issue
// navigator and editors can jump to the line:
//
//     Model.xcdatamodel/contents:14:9: warning: relationship 'Book.category' should have an inverse [missing-inverse]
//
// `info` findings print as `note:`, the level Xcode understands. An input that
// could not be read prints as an error line too (`[unreadable-input]`). Every
// finding is exactly one line: a line break in a name or path becomes a space.
import MomgenDiagnostics

/// `path:line:col: level: message [rule-id]`, one line per finding.
public struct XcodeReporter: Reporter {
    public let id = "xcode"

    public init() {}

    public func report(_ report: LintReport) -> String {
        // The findings keep the order they come in (report order for lint;
        // blocking findings first for `momgen diff`); unreadable inputs lead.
        (report.failures.sorted(by: Diagnostic.reportOrder) + report.diagnostics).map(Self.line).joined()
    }

    /// One finding as one line, newline included.
    static func line(_ d: Diagnostic) -> String {
        "\(ReportText.singleLine(d.location.description)): \(level(d.severity)): \(ReportText.singleLine(d.message)) [\(ReportText.singleLine(d.ruleID))]\n"
    }

    /// The level word Xcode and clang use.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
