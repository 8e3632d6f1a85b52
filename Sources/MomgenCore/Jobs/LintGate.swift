// generate refuses a model the linter finds errors in (unless --force): code
// generated from a model with a dangling destination or a reserved name would
// not compile or would misbehave at run time.
import MomgenConfig
import MomgenDiagnostics
import MomgenLint

/// Runs the linter before generation and decides whether generation may go on.
public struct LintGate: Sendable {
    public let section: LintSection

    public init(section: LintSection = LintSection()) {
        self.section = section
    }

    /// The linter's findings for `loaded`, in report order.
    public func findings(_ loaded: LoadedModel) -> [Diagnostic] {
        Linter(configuration: section).lint(loaded.resolved)
    }

    /// The findings a build step shows: warnings and errors. Notes are for
    /// `momgen lint`; printing them on every build would bury the rest.
    public static func shown(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.filter { $0.severity >= .warning }
    }

    /// What a build step prints for `findings`: the shown ones in Xcode's
    /// `path:line:col: severity: message [rule-id]` form, or "".
    public static func report(_ findings: [Diagnostic]) -> String {
        let visible = shown(findings)
        return visible.isEmpty ? "" : XcodeReporter().report(visible)
    }

    /// Whether findings block generation: any error, unless forced.
    public static func blocks(_ findings: [Diagnostic], force: Bool) -> Bool {
        !force && findings.contains { $0.severity == .error }
    }
}
