// A lint finding as the diagram draws it: a colour, and a line in a tooltip
// or comment.
import MomgenDiagnostics

/// A lint finding drawn on an entity or a line.
///
/// For example, `DiagramFinding(severity: .warning, ruleID: "missing-inverse",
/// message: "relationship 'Book.category' has no inverse")`.
public struct DiagramFinding: Equatable, Sendable {
    public var severity: Severity
    public var ruleID: String
    public var message: String

    public init(severity: Severity, ruleID: String, message: String) {
        self.severity = severity
        self.ruleID = ruleID
        self.message = message
    }
}

extension Array where Element == DiagramFinding {
    /// The most serious severity, or nil when there are no findings.
    public var worstSeverity: Severity? { map(\.severity).max() }
}
