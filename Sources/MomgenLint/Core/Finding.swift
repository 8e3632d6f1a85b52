// What a rule returns: a message at a place, about an entity and property.
// The linter adds the rule id, severity and fix hint to make a `Diagnostic`.
import MomgenModel

/// One rule finding, before configuration and suppression are applied.
public struct Finding: Hashable, Sendable {
    /// One sentence, no trailing period.
    public var message: String
    public var location: SourceLocationRef
    public var entity: String?
    public var property: String?

    public init(_ message: String, at location: SourceLocationRef, entity: String? = nil, property: String? = nil) {
        self.message = message
        self.location = location
        self.entity = entity
        self.property = property
    }
}
