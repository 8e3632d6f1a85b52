// The template context of a whole model: what the per-model protocol file and
// the single-file layout render.

/// The generated model.
///
/// For example, BookStore gives `modelName: "BookStore"`,
/// `modelProtocolName: "BookStoreManagedObject"` and three entities.
public struct ModelContext: Sendable {
    /// The model's name (its file's, or the bundle's), safe for a comment:
    /// a folder name may hold a line break, and the `single` layout's header
    /// and the model protocol's doc comment show it.
    public let modelName: String
    /// The protocol every generated root class conforms to; its extension
    /// gives `makeFetchRequest()` and `insert(into:)` typed to `Self`.
    public let modelProtocolName: String
    public let classModifier: String
    public let memberModifier: String
    public let staticModifier: String
    /// Entities left out, and why.
    public let skippedEntities: [SkippedEntity]
    private let entityContexts: LazyValue<[EntityContext]>
    private let mergedImports: LazyValue<[String]>

    /// Entities to generate, in model order.
    public var entities: [EntityContext] { entityContexts.value }
    /// Every entity's imports, merged and sorted.
    public var imports: [String] { mergedImports.value }

    public init(modelName: String, modelProtocolName: String, entities: [EntityContext],
                access: AccessLevel, skippedEntities: [SkippedEntity]) {
        self.init(modelName: modelName, modelProtocolName: modelProtocolName, entities: LazyValue(entities),
                  imports: LazyValue(entities.map(\.imports)), access: access, skippedEntities: skippedEntities)
    }

    /// A context whose entities are built only when a template asks for
    /// them: a run that renders a few edited entities renders the model's
    /// protocol file too, and the default template never lists the entities.
    init(modelName: String, modelProtocolName: String, entities: LazyValue<[EntityContext]>, imports: LazyValue<[[String]]>,
         access: AccessLevel, skippedEntities: [SkippedEntity]) {
        self.modelName = SwiftLiteral.comment(modelName)
        self.modelProtocolName = modelProtocolName
        self.entityContexts = entities
        mergedImports = LazyValue(computing: { Array(Set(imports.value.joined() + ["CoreData", "Foundation"])).sorted() })
        classModifier = access.classModifier
        memberModifier = access.memberModifier
        staticModifier = access.staticModifier
        self.skippedEntities = skippedEntities
    }
}
