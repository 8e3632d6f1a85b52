// Entity numbers (`Z_ENT`), Core Data's way (R2): roots in name order, each
// followed at once by its sub-entities depth first, siblings in name order.

import MomgenModel

/// The `Z_ENT` of every entity, and the hierarchies in that order.
///
/// For example, roots Canvas, Fill, Shape (Shape ⊃ Circle, Polygon ⊃ Square)
/// number Canvas 1, Fill 2, Shape 3, Circle 4, Polygon 5, Square 6.
public struct EntityNumbering: Sendable {
    /// `number[id]` is the entity's `Z_ENT`, or nil for an entity that gets no
    /// number (a second entity with an already used name).
    public let number: [Int?]
    /// One list per root, in numbering order; each list is the root followed by
    /// its sub-entities in pre-order (so `hierarchies.joined()` is `Z_ENT` order).
    public let hierarchies: [[Int]]
    /// Entities left out, because another entity already has their name.
    public let skipped: [Int]

    public init(model: ResolvedModel, layout: CoreDataLayout) {
        let entities = model.entities
        var skipped: [Int] = []
        var included = Array(repeating: true, count: entities.count)
        for entity in entities where model.entity(named: entity.name)?.id != entity.id {
            included[entity.id] = false
            skipped.append(entity.id)
        }
        let byName: (Int, Int) -> Bool = { lhs, rhs in
            let l = entities[lhs].name, r = entities[rhs].name
            if l != r { return layout.entityNameSortsBefore(l, r) }
            return lhs < rhs
        }
        let roots = entities.filter { $0.parent == nil && included[$0.id] }.map(\.id).sorted(by: byName)
        var number = Array<Int?>(repeating: nil, count: entities.count)
        var hierarchies: [[Int]] = []
        var next = 1
        for root in roots {
            var hierarchy: [Int] = []
            var stack = [root]
            while let id = stack.popLast() {
                number[id] = next
                next += 1
                hierarchy.append(id)
                let children = entities[id].children.filter { included[$0] }.sorted(by: byName)
                stack.append(contentsOf: children.reversed())
            }
            hierarchies.append(hierarchy)
        }
        self.number = number
        self.hierarchies = hierarchies
        self.skipped = skipped
    }
}
