// The resolved model seen as mogenerator's templates see Core Data's
// description objects: one template object per entity, attribute,
// relationship and fetched property, linked to each other
// (`Relationship.destinationEntity.managedObjectClassName`).
import MomgenModel

/// The template objects of one model.
public final class MogeneratorModel {
    public let resolved: ResolvedModel
    public let settings: MogeneratorSettings
    /// One object per entity, in the model's order.
    public private(set) var entities: [EntityObject] = []

    public init(_ resolved: ResolvedModel, settings: MogeneratorSettings) {
        self.resolved = resolved
        self.settings = settings
        entities = resolved.entities.map { EntityObject(model: self, entity: $0) }
    }

    /// The entity with `index` in the resolved model.
    func entity(_ index: Int?) -> EntityObject? {
        index.flatMap { entities.indices.contains($0) ? entities[$0] : nil }
    }

    /// mogenerator's `entitiesWithACustomSubclassInConfiguration:`: the
    /// entities with a class of their own (not `NSManagedObject`, not the
    /// base class), in the configuration when one is named, sorted by class
    /// name, without those marked `mogenerator.ignore`. Nil when the
    /// configuration does not exist.
    public func generatedEntities(configuration: String?) -> [EntityObject]? {
        var candidates = entities
        if let configuration {
            guard let found = resolved.declared.configurations.first(where: { $0.name == configuration }) else { return nil }
            let names = Set(found.members.map(\.name))
            candidates = candidates.filter { names.contains($0.entity.name) }
        }
        return candidates.filter { $0.hasCustomClass && !$0.isIgnored }
            .sorted { $0.managedObjectClassName < $1.managedObjectClassName }
    }
}

/// A userInfo dictionary as NSDictionary, keys sorted (Foundation's own
/// order is a hash order no tool can reproduce).
func userInfoValue(_ userInfo: UserInfo) -> MergeValue {
    var dictionary = MergeDictionary()
    for entry in userInfo.entries.sorted(by: { $0.key < $1.key }) where dictionary[entry.key] == nil {
        dictionary[entry.key] = .string(entry.value)
    }
    return .dictionary(dictionary)
}

/// A list of objects as a template list.
func listValue(_ objects: [any MergeObject]) -> MergeValue {
    .list(objects.map { .object($0) })
}

/// An optional string as a template value.
func stringValue(_ text: String?) -> MergeValue {
    text.map { .string($0) } ?? .null
}
