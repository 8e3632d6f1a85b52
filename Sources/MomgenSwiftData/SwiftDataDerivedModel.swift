// What the derivation hands on: the Core Data model SwiftData would build from
// momgen's generated `@Model` classes (a declared `Model`, so momgen's own
// resolver and hasher treat it exactly like a model file), the declarations
// it came from, and every loss on the way.
import MomgenModel

/// The Core Data model SwiftData derives from the generated classes.
public struct SwiftDataDerivedModel: Sendable {
    /// The derived model, entities in the source model's order.
    public let model: Model
    /// Each class's stored properties, by entity name.
    public let declarations: [String: [SwiftDataPropertyDeclaration]]
    /// What the classes cannot carry over, in model order.
    public let losses: [SwiftDataLoss]
}
