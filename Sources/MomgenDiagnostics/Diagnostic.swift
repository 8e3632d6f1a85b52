// A finding about a model: what is wrong, where, and how to fix it.
//
// Diagnostics are values. Stages return or collect them; only the CLI decides
// how to print them and what exit code they mean.

/// One finding, with the rule that raised it and the element it is about.
///
/// For example: `Model.xcdatamodel/contents:14:9: warning: relationship
/// 'Book.category' has no inverse [missing-inverse]`.
public struct Diagnostic: Hashable, Sendable {
    /// The stable kebab-case id of the rule or check that raised it.
    public var ruleID: String
    public var severity: Severity
    /// One sentence without a trailing period.
    public var message: String
    public var location: SourceLocation
    /// The entity the finding is about, when there is one.
    public var entity: String?
    /// The property (attribute, relationship, fetched property) it is about.
    public var property: String?
    /// How to fix it, when there is a clear fix.
    public var fixHint: String?

    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        entity: String? = nil,
        property: String? = nil,
        fixHint: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.entity = entity
        self.property = property
        self.fixHint = fixHint
    }

    /// The order reports use: by file, line, column, then rule and message,
    /// so that output never depends on the order rules ran in.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
