// Everything one `momgen lint` run has to tell a CI system: the findings, the
// model files that were checked (so a clean model still shows up as checked),
// and the inputs that could not be read at all. A report built from findings
// alone would upload a broken model as a clean result.
import MomgenDiagnostics

/// The outcome of linting one or more models, as every reporter renders it.
///
/// For example: `LintReport(diagnostics: found, checkedFiles: ["Model.xcdatamodel/contents"])`.
public struct LintReport: Sendable {
    /// Findings, in report order.
    public var diagnostics: [Diagnostic]
    /// The model files linted successfully, in the order given; each has a
    /// place in the report even when it has no findings.
    public var checkedFiles: [String]
    /// Inputs that could not be read (a missing or malformed model or
    /// configuration), each as an error with its location. A run with any of
    /// these exits 3 and no reporter may present it as clean.
    public var failures: [Diagnostic]

    public init(diagnostics: [Diagnostic], checkedFiles: [String] = [], failures: [Diagnostic] = []) {
        self.diagnostics = diagnostics
        self.checkedFiles = checkedFiles
        self.failures = failures
    }

    /// The rule id given to a failure to read an input.
    public static let unreadableInputID = "unreadable-input"

    /// A failure to read `location`'s file, as the error line the CLI prints.
    public static func failure(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(ruleID: unreadableInputID, severity: .error, message: message, location: location)
    }

    /// How many findings have `severity`; unreadable inputs count as errors.
    public func count(_ severity: Severity) -> Int {
        diagnostics.filter { $0.severity == severity }.count + (severity == .error ? failures.count : 0)
    }

    /// The findings ordered for a consumer that may show only the first few
    /// of a kind (GitHub shows about ten annotations per level and step):
    /// errors first, then warnings, then notes, each in report order.
    public var bySeverity: [Diagnostic] {
        let rank: (Severity) -> Int = { $0 == .error ? 0 : $0 == .warning ? 1 : 2 }
        return diagnostics.enumerated().sorted {
            (rank($0.element.severity), $0.offset) < (rank($1.element.severity), $1.offset)
        }.map(\.element)
    }
}
