// What a rule returns: a message at a place, about an entity and property.
// The linter adds the rule id, severity and fix hint to make a `Diagnostic`.
import MomgenDiagnostics
import MomgenModel

/// One rule finding, before configuration and suppression are applied.
public struct Finding: Hashable, Sendable {
    /// One sentence, no trailing period.
    public var message: String
    public var location: SourceLocationRef
    public var entity: String?
    public var property: String?
    /// A severity below the rule's own, for a finding the model gives less
    /// evidence for (an ownership rule where nothing shows the owner owns the
    /// objects is a note, not a warning); nil reports at the rule's severity.
    /// A severity configured for the rule still wins.
    public var severity: Severity?

    public init(_ message: String, at location: SourceLocationRef, entity: String? = nil, property: String? = nil,
                severity: Severity? = nil) {
        self.message = message
        self.location = location
        self.entity = entity
        self.property = property
        self.severity = severity
    }
}
