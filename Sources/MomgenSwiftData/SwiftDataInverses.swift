// Inverses as SwiftData sets them. `@Relationship(inverse: \B.s)` on one side
// gives both sides their inverse in the derived model (MetaCocktails:
// Cocktail.garnish names Garnish.cocktails, and the cache pairs both). And a
// relationship without an inverse gets one when it is the only relationship
// between its two entities in each direction (ResourcesManager: no class
// names an inverse, yet CraftingRecipe.producedItem ↔ Item.craftingRecipe
// and Component.craftingRecipe ↔ CraftingRecipe.requiredComponents are
// paired in the cache, while Component.item, with no way back, stays alone).
import MomgenModel

/// Pairs the derived relationships as SwiftData does.
public struct SwiftDataInverses {
    /// Sets both sides of every declared pair, then infers the rest; returns
    /// the relationships that got an inverse only by inference.
    public static func pair(_ entities: inout [Entity], declarations: [String: [SwiftDataPropertyDeclaration]]) -> [(entity: String, property: String)] {
        let index = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        func link(_ entity: Int, _ relationship: Int, to destination: Int, _ inverse: Int) {
            entities[entity].relationships[relationship].inverseName = entities[destination].relationships[inverse].name
            entities[entity].relationships[relationship].inverseEntity = entities[destination].name
            entities[destination].relationships[inverse].inverseName = entities[entity].relationships[relationship].name
            entities[destination].relationships[inverse].inverseEntity = entities[entity].name
        }
        for (e, entity) in entities.enumerated() {
            for declaration in declarations[entity.name] ?? [] {
                guard let inverse = declaration.inverse,
                      let r = entities[e].relationships.firstIndex(where: { $0.name == declaration.name }),
                      let d = entities[e].relationships[r].destinationEntity.flatMap({ index[$0] }),
                      let i = entities[d].relationships.firstIndex(where: { $0.name == inverse && $0.destinationEntity == entity.name })
                else { continue }
                link(e, r, to: d, i)
            }
        }
        var inferred: [(entity: String, property: String)] = []
        for e in entities.indices {
            for r in entities[e].relationships.indices where entities[e].relationships[r].inverseName == nil {
                let name = entities[e].name
                guard let d = entities[e].relationships[r].destinationEntity.flatMap({ index[$0] }), d != e else { continue }
                let there = entities[e].relationships.filter { $0.destinationEntity == entities[d].name }
                let back = entities[d].relationships.indices.filter { entities[d].relationships[$0].destinationEntity == name }
                guard there.count == 1, back.count == 1, entities[d].relationships[back[0]].inverseName == nil else { continue }
                link(e, r, to: d, back[0])
                inferred.append((name, entities[e].relationships[r].name))
                inferred.append((entities[d].name, entities[d].relationships[back[0]].name))
            }
        }
        return inferred
    }
}
