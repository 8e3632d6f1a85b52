// Required to-one relationships that close a cycle (`Person.parent` → Person,
// or `Passport.holder` ↔ `Person.passport`, both required). A class whose
// stored property must be set at `init` (SwiftData's `var holder: Person`)
// cannot be created when such a chain leads back to it: the first object of
// the cycle would need the last. The swiftdata layout and the derivation
// that proves its hashes both ask this one place which relationships those are.

/// The required, persistent to-one relationships that lie on a cycle of such
/// relationships, as (entity index, relationship name) pairs.
///
/// For example, in a model where `A.b` and `B.a` are required to-ones of each
/// other, both are on a cycle; a required `Book.author` whose destination
/// Author has no required to-one back is not.
public struct RequiredToOneCycles: Sendable {
    private let onCycle: Set<RelationshipRef>

    public init(_ model: ResolvedModel) {
        var edges: [[Int]] = Array(repeating: [], count: model.entities.count)
        var candidates: [(RelationshipRef, Int, Int)] = []
        for (index, entity) in model.entities.enumerated() {
            for relationship in entity.ownRelationships {
                let declared = relationship.declared
                guard !declared.isToMany, !declared.isOptional, !declared.isTransient,
                      let destination = relationship.destination else { continue }
                edges[index].append(destination)
                candidates.append((RelationshipRef(entity: index, name: relationship.name), index, destination))
            }
        }
        let component = Self.components(edges)
        onCycle = Set(candidates.filter { component[$0.1] == component[$0.2] }.map(\.0))
    }

    /// Whether `relationship` is a required to-one on a cycle of them.
    public func contains(_ relationship: ResolvedRelationship) -> Bool {
        onCycle.contains(RelationshipRef(entity: relationship.owner, name: relationship.name))
    }

    /// The strongly connected component of each node (Kosaraju, iterative:
    /// a deep chain of entities must not overflow the stack).
    static func components(_ edges: [[Int]]) -> [Int] {
        let count = edges.count
        var reversed: [[Int]] = Array(repeating: [], count: count)
        for (from, targets) in edges.enumerated() { for to in targets { reversed[to].append(from) } }
        var visited = [Bool](repeating: false, count: count)
        var order: [Int] = []
        for start in 0..<count where !visited[start] {
            var stack: [(node: Int, next: Int)] = [(start, 0)]
            visited[start] = true
            while let top = stack.last {
                if top.next < edges[top.node].count {
                    stack[stack.count - 1].next += 1
                    let target = edges[top.node][top.next]
                    if !visited[target] { visited[target] = true; stack.append((target, 0)) }
                } else {
                    order.append(top.node)
                    stack.removeLast()
                }
            }
        }
        var component = [Int](repeating: -1, count: count)
        var label = 0
        for start in order.reversed() where component[start] < 0 {
            var stack = [start]
            component[start] = label
            while let node = stack.popLast() {
                for source in reversed[node] where component[source] < 0 {
                    component[source] = label
                    stack.append(source)
                }
            }
            label += 1
        }
        return component
    }
}
