// Which entities a diagram shows: all of them, a configuration's members, or
// the entities a user named with their neighbours.
import MomgenDiagnostics
import MomgenModel

/// The entities to draw, by index in `ResolvedModel.entities`.
struct EntitySelection {
    /// Entities drawn in full.
    let focus: Set<Int>
    /// Neighbours of `focus` drawn by name only, for context.
    let context: Set<Int>
    /// Whether `focus` was narrowed with `--entities`; then only lines that
    /// touch a focus entity are drawn (two neighbours' own links are noise).
    let isNarrowed: Bool

    /// Everything drawn (`focus` and `context`), kept so that lookups in
    /// the builder's loops do not rebuild the union each time.
    let shown: Set<Int>

    /// Throws `MomgenError.usage` for a configuration or entity name the model
    /// does not have, or an entity outside the chosen configuration.
    init(model: ResolvedModel, options: DiagramOptions) throws {
        var universe = Set(model.entities.indices)
        if let name = options.configuration {
            guard let configuration = model.declared.configurations.first(where: { $0.name == name }) else {
                let known = model.declared.configurations.map(\.name)
                throw MomgenError.usage("the model has no configuration '\(name)'" + (known.isEmpty
                    ? " (it has none)" : "; it has: " + known.joined(separator: ", ")))
            }
            universe = Set(configuration.members.compactMap { model.entity(named: $0.name)?.id })
        }
        guard !options.entities.isEmpty else {
            focus = universe
            context = []
            shown = universe
            isNarrowed = false
            return
        }
        var picked = Set<Int>()
        for name in options.entities {
            guard let entity = model.entity(named: name) else {
                throw MomgenError.usage("the model has no entity '\(name)'")
            }
            guard universe.contains(entity.id) else {
                throw MomgenError.usage("entity '\(name)' is not in configuration '\(options.configuration ?? "")'")
            }
            picked.insert(entity.id)
        }
        var neighbours = Set<Int>()
        for entity in model.entities {
            for other in Self.links(of: entity) where picked.contains(entity.id) || picked.contains(other) {
                neighbours.insert(entity.id)
                neighbours.insert(other)
            }
        }
        focus = picked
        context = neighbours.intersection(universe).subtracting(picked)
        shown = picked.union(context)
        isNarrowed = true
    }

    /// Every entity `entity` is linked to by its own relationships, its parent
    /// and its own fetched properties.
    private static func links(of entity: ResolvedEntity) -> [Int] {
        var result = entity.ownRelationships.compactMap(\.destination)
        result += entity.ownFetchedProperties.compactMap(\.destination)
        if let parent = entity.parent { result.append(parent) }
        return result
    }

    /// Whether a line between `a` and `b` is drawn.
    func draws(_ a: Int, _ b: Int) -> Bool {
        guard shown.contains(a), shown.contains(b) else { return false }
        return !isNarrowed || focus.contains(a) || focus.contains(b)
    }
}
