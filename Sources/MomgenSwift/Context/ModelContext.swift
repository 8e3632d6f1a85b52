// The template context of a whole model: what the per-model protocol file and
// the single-file layout render.
import Foundation

/// The generated model.
///
/// For example, BookStore gives `modelName: "BookStore"`,
/// `modelProtocolName: "BookStoreManagedObject"` and three entities.
public struct ModelContext: Sendable {
    public let modelName: String
    /// The protocol every generated root class conforms to; its extension
    /// gives `makeFetchRequest()` and `insert(into:)` typed to `Self`.
    public let modelProtocolName: String
    /// Every entity's imports, merged and sorted.
    public let imports: [String]
    public let classModifier: String
    public let memberModifier: String
    public let staticModifier: String
    /// Entities left out, and why.
    public let skippedEntities: [SkippedEntity]
    private let entityContexts: EntityContexts

    /// Entities to generate, in model order.
    public var entities: [EntityContext] { entityContexts.value }

    public init(modelName: String, modelProtocolName: String, entities: [EntityContext],
                access: AccessLevel, skippedEntities: [SkippedEntity]) {
        self.init(modelName: modelName, modelProtocolName: modelProtocolName, entities: EntityContexts(entities),
                  imports: entities.map(\.imports), access: access, skippedEntities: skippedEntities)
    }

    /// A context whose entities are built only when a template asks for
    /// them: a run that renders a few edited entities renders the model's
    /// protocol file too, and the default template never lists the entities.
    init(modelName: String, modelProtocolName: String, entities: EntityContexts, imports: [[String]],
         access: AccessLevel, skippedEntities: [SkippedEntity]) {
        self.modelName = modelName
        self.modelProtocolName = modelProtocolName
        self.entityContexts = entities
        self.imports = Array(Set(imports.joined() + ["CoreData", "Foundation"])).sorted()
        classModifier = access.classModifier
        memberModifier = access.memberModifier
        staticModifier = access.staticModifier
        self.skippedEntities = skippedEntities
    }
}

/// Entity contexts, given or built once on first use (from any thread).
final class EntityContexts: @unchecked Sendable {
    // Guarded by `lock`; `build` is dropped once it has run.
    private var built: [EntityContext]?
    private var build: (@Sendable () -> [EntityContext])?
    private let lock = NSLock()

    init(_ entities: [EntityContext]) {
        built = entities
    }

    init(building: @escaping @Sendable () -> [EntityContext]) {
        build = building
    }

    var value: [EntityContext] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let entities = build?() ?? []
        built = entities
        build = nil
        return entities
    }
}
