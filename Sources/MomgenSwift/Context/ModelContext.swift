// The template context of a whole model: what the per-model protocol file and
// the single-file layout render.

/// The generated model.
///
/// For example, BookStore gives `modelName: "BookStore"`,
/// `modelProtocolName: "BookStoreManagedObject"` and three entities.
public struct ModelContext: Sendable {
    public let modelName: String
    /// The protocol every generated root class conforms to; its extension
    /// gives `makeFetchRequest()` and `insert(into:)` typed to `Self`.
    public let modelProtocolName: String
    /// Entities to generate, in model order.
    public let entities: [EntityContext]
    /// Every entity's imports, merged and sorted.
    public let imports: [String]
    public let classModifier: String
    public let memberModifier: String
    public let staticModifier: String
    /// Entities left out, and why.
    public let skippedEntities: [SkippedEntity]

    public init(modelName: String, modelProtocolName: String, entities: [EntityContext],
                access: AccessLevel, skippedEntities: [SkippedEntity]) {
        self.modelName = modelName
        self.modelProtocolName = modelProtocolName
        self.entities = entities
        imports = Array(Set(entities.flatMap(\.imports) + ["CoreData", "Foundation"])).sorted()
        classModifier = access.classModifier
        memberModifier = access.memberModifier
        staticModifier = access.staticModifier
        self.skippedEntities = skippedEntities
    }
}
