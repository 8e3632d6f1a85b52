// Which classes an old schema takes from the schema before it instead of
// writing a copy of its own, so that the plan grows with the changes, not
// with versions × entities. A schema may name an earlier schema's class
// (a `typealias` in its enum) only when the class is unchanged and so is
// every class it reaches: SwiftData's `Schema` walks a listed class's
// relationships (and superclass), and a shared class whose relationship
// names the earlier schema's copy of a changed entity would add that copy
// beside the schema's own, two classes for one entity name. Sharing goes
// toward the older schema only: a released schema's classes are frozen, so
// naming one never lets a later edit change another schema's checksum
// (swiftdata-schema-lists-live-class flags a class of a later schema or a
// live one). The current schema copies nothing: its classes are the live
// per-entity files.

/// The classes each schema of a plan shares with an earlier one.
///
/// For example, three schemas whose `Tag` (no relationships) never changed:
/// schema 2 and schema 1 share `Tag` with schema 1 (`owners[1]["Tag"] ==
/// "JournalSchemaV1"`); the current schema 3 writes its own.
struct SwiftDataClassSharing {
    /// One schema: its enum name and its classes as built from its version.
    struct Schema {
        var name: String
        var classes: [SwiftDataClassContext]
    }

    /// Per schema, oldest first: entity name → the schema enum whose class
    /// it is (the oldest one in an unbroken run of equal classes). Empty
    /// for the first and the last (current) schema.
    let owners: [[String: String]]

    init(_ schemas: [Schema]) {
        var owners: [[String: String]] = Array(repeating: [:], count: schemas.count)
        if schemas.count > 2 {
            for index in 1 ..< schemas.count - 1 {
                let earlier = Dictionary(schemas[index - 1].classes.map { ($0.entityName, $0) }) { first, _ in first }
                let classes = schemas[index].classes
                let unchanged = Set(classes.filter { context in earlier[context.entityName].map { Self.equal($0, context) } ?? false }.map(\.entityName))
                let graph = Self.references(classes)
                for entity in unchanged where Self.closure(of: entity, in: graph).isSubset(of: unchanged) {
                    owners[index][entity] = owners[index - 1][entity] ?? schemas[index - 1].name
                }
            }
        }
        self.owners = owners
    }

    /// Two classes of different schemas are the same code when they differ
    /// only in the enum they are nested in: the template renders the same
    /// text, whose names resolve inside each enum alike.
    static func equal(_ a: SwiftDataClassContext, _ b: SwiftDataClassContext) -> Bool {
        var b = b
        b.schemaName = a.schemaName
        return a == b
    }

    /// Entity name → the entities whose names its class's code uses:
    /// relationship types and inverse key paths, its superclass, the
    /// classes declaring the composite structs it stores; and, the other
    /// way, its subclasses (SwiftData builds a hierarchy from both ends).
    static func references(_ classes: [SwiftDataClassContext]) -> [String: Set<String>] {
        var declaredBy: [String: String] = [:]
        for context in classes {
            declaredBy[context.bareName] = context.entityName
            for composite in context.composites { declaredBy[composite.name] = context.entityName }
        }
        var graph: [String: Set<String>] = [:]
        for context in classes {
            var used: Set<String> = []
            let texts = context.properties.flatMap { [$0.declaredType, $0.defaultClause] + $0.annotations }
                + context.macros + [context.superclassClause]
            for text in texts {
                for name in identifiers(in: text) {
                    if let entity = declaredBy[name], entity != context.entityName { used.insert(entity) }
                }
            }
            graph[context.entityName, default: []].formUnion(used)
            if let parent = identifiers(in: context.superclassClause).first.flatMap({ declaredBy[$0] }) {
                graph[parent, default: []].insert(context.entityName)
            }
        }
        return graph
    }

    /// `entity` and every entity it reaches.
    static func closure(of entity: String, in graph: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = [entity]
        var queue = [entity]
        while let next = queue.popLast() {
            for reached in graph[next, default: []] where seen.insert(reached).inserted { queue.append(reached) }
        }
        return seen
    }

    /// The identifiers of a piece of Swift text (backquotes dropped).
    static func identifiers(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
    }
}
