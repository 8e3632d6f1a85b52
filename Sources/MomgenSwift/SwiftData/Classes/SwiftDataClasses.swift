// What the swiftdata layout builds from one model version: the classes, and
// the findings for everything SwiftData cannot express.
import MomgenDiagnostics

/// The @Model classes of one model version and its findings.
public struct SwiftDataClasses: Sendable {
    /// The schema enum the classes are nested in.
    public var schemaName: String
    /// One class per generated entity, in entity-name order.
    public var classes: [SwiftDataClassContext]
    /// `swiftdata-…` findings, in report order.
    public var findings: [Diagnostic]
}
