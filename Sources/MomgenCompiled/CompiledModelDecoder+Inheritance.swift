// Inherited properties, as the archive may repeat them.
//
// momc's `.mom` lists each property once, under the entity that declares it.
// A store's model cache is the model after Core Data flattened it: every
// sub-entity also holds its ancestors' properties. Frameworks 641–754
// archive those as `_NSPropertyDescriptionProxy` (`NSUnderlyingProperty`
// → the ancestor's property, `NSEntityDescription` → the sub-entity, no
// name of its own); from 865 on they are plain copies whose `NSEntity` is
// the sub-entity, so nothing but the name tells them from declared ones.
// Core Data forbids a sub-entity to redeclare an inherited name, so a name
// an ancestor declares is the ancestor's.
import MomgenModel

extension CompiledModelDecoder {
    /// Classes Core Data archives in place of an inherited property.
    static let propertyProxyClasses: Set<String> = ["_NSPropertyDescriptionProxy", "_NSPropertyDescriptionProxy2"]

    /// `entities` with each one's copies of its ancestors' properties left
    /// out (the ancestor declares them). A cycle in the parent chain (only a
    /// hostile archive has one) ends the walk where it repeats.
    static func withoutInheritedCopies(_ entities: [Entity]) -> [Entity] {
        var byName: [String: Entity] = [:]
        for entity in entities { byName[entity.name] = byName[entity.name] ?? entity }
        return entities.map { entity in
            var inherited: Set<String> = []
            var seen: Set<String> = [entity.name]
            var parent = entity.parentEntity
            while let name = parent, seen.insert(name).inserted, let ancestor = byName[name] {
                inherited.formUnion(ancestor.attributes.map(\.name))
                inherited.formUnion(ancestor.relationships.map(\.name))
                inherited.formUnion(ancestor.fetchedProperties.map(\.name))
                parent = ancestor.parentEntity
            }
            guard !inherited.isEmpty else { return entity }
            var declared = entity
            declared.attributes.removeAll { inherited.contains($0.name) }
            declared.relationships.removeAll { inherited.contains($0.name) }
            declared.fetchedProperties.removeAll { inherited.contains($0.name) }
            return declared
        }
    }
}
