// One thing about a model element that the generated `@Model` class cannot
// carry into the Core Data entity SwiftData derives from it. The deriver
// records a loss where it changes what it derives; the comparison then names
// the losses as the reasons an entity's version hash changes.
import MomgenModel

/// Something of the model that the derived entity does not keep.
///
/// For example, an ordered to-many `Book.chapters`: rule
/// `swiftdata-ordered-relationship`, remedy `.none` (SwiftData has no ordered
/// relationships).
public struct SwiftDataLoss: Hashable, Sendable {
    /// Whether a store can keep its hash some other way.
    public enum Remedy: String, Hashable, Sendable {
        /// SwiftData cannot express it: the store needs a migration.
        case none
        /// A newer deployment target can express it.
        case deploymentTarget
        /// Another declaration of the same element keeps the hash.
        case declaration
    }

    /// A `swiftdata-…` rule id.
    public let ruleID: String
    public let entity: String
    /// The property it is about; nil for the entity itself.
    public let property: String?
    /// One sentence without a trailing period.
    public let reason: String
    public let remedy: Remedy
    /// The element's position in the model file.
    public let location: SourceLocationRef

    public init(ruleID: String, entity: String, property: String?, reason: String, remedy: Remedy,
                location: SourceLocationRef = .unknown) {
        self.ruleID = ruleID
        self.entity = entity
        self.property = property
        self.reason = reason
        self.remedy = remedy
        self.location = location
    }
}
