// Refuses a model whose inheritance is deeper than `ReaderLimits`' bound.
//
// Every later stage gives an entity its whole parent chain and the properties
// it inherits (the resolver, `dump`'s ancestors and inherited properties, the
// generator's class context), so a chain of n entities costs n² work and
// memory: a 16,000-level chain (1.2 MB of XML) took 32 s and 2.2 GB to dump.
// Bounding the depth keeps every command linear in the model's size. The
// check runs on the declared model, before resolution, in one linear pass.
import MomgenDiagnostics
import MomgenModel

/// Measures inheritance depth (the number of ancestors) by entity name.
public struct InheritanceDepth {
    public let limit: Int

    public init(limit: Int) {
        self.limit = limit
    }

    /// Throws for the first entity, in model order, with more than `limit`
    /// ancestors. Names resolve as the resolver resolves them (the first
    /// entity with a name wins); a missing parent ends a chain, and a cycle
    /// counts as a root (the resolver cuts cycles and reports them).
    public func check(_ model: Model) throws {
        var index: [String: Int] = [:]
        index.reserveCapacity(model.entities.count)
        for (offset, entity) in model.entities.enumerated() where index[entity.name] == nil {
            index[entity.name] = offset
        }
        let parents: [Int?] = model.entities.map { entity in entity.parentEntity.flatMap { index[$0] } }
        // nil: not measured yet. The walk from each entity stops at the first
        // measured ancestor, so every entity is walked over once.
        var depth = [Int?](repeating: nil, count: model.entities.count)
        for start in model.entities.indices where depth[start] == nil {
            var path: [Int] = []
            var onPath: Set<Int> = []
            var current: Int? = start
            while let node = current, depth[node] == nil, !onPath.contains(node) {
                path.append(node)
                onPath.insert(node)
                current = parents[node]
            }
            var below: Int
            if let node = current, let known = depth[node] {
                below = known + 1
            } else if let node = current, let loopStart = path.firstIndex(of: node) {
                for member in path[loopStart...] { depth[member] = 0 }
                path.removeSubrange(loopStart...)
                below = 1
            } else {
                below = 0
            }
            for node in path.reversed() {
                depth[node] = below
                below += 1
            }
            if let startDepth = depth[start], startDepth > limit {
                throw tooDeep(model, entity: start)
            }
        }
    }

    /// The error for `entity`, at its `<entity>` element.
    private func tooDeep(_ model: Model, entity: Int) -> MomgenError {
        let declared = model.entities[entity]
        return MomgenError.unreadableInput(
            declared.location.located(in: model.file),
            "entity '\(declared.name)' has more than \(limit) ancestors; momgen reads inheritance up to \(limit) levels deep (real models stay under 10)")
    }
}
