// mogenerator's `prettyFetchRequests`: each fetch request template of the
// model whose entity is this entity, as a dictionary with its `name`, its
// substitution variables as `bindings` (`name`, `type`), `hasBindings`
// and `singleResult` (the name starts with "one"). A variable's type is
// the class of the attribute it is compared with, or of the entity a
// relationship key path ends at. Requests are sorted by name: mogenerator
// iterates an NSDictionary, whose order no other tool can reproduce.
import MomgenModel

/// The fetch-request keys of an entity.
enum FetchRequestValues {
    static func pretty(for entity: EntityObject) -> MergeValue {
        .list(requests(of: entity).map { request in
            let bindings = self.bindings(in: request.predicateString ?? "", entity: entity)
            return .dictionary(MergeDictionary([
                ("name", .string(request.name)),
                ("bindings", .list(bindings.map { .dictionary(MergeDictionary([("name", .string($0.name)), ("type", .string($0.type))])) })),
                ("hasBindings", .bool(!bindings.isEmpty)),
                ("singleResult", .bool(request.name.hasPrefix("one"))),
            ]))
        })
    }

    static func templates(for entity: EntityObject) -> MergeValue {
        .dictionary(MergeDictionary(requests(of: entity).map { request in
            (request.name, .dictionary(MergeDictionary([("name", .string(request.name)), ("entity", .object(entity)),
                                                         ("predicate", stringValue(request.predicateString))])))
        }))
    }

    private static func requests(of entity: EntityObject) -> [FetchRequest] {
        entity.model.resolved.declared.fetchRequests.filter { $0.entity == entity.entity.name }.sorted { $0.name < $1.name }
    }

    /// The `$variables` of `predicate` with the key path each is compared with.
    static func bindings(in predicate: String, entity: EntityObject) -> [(name: String, type: String)] {
        let scalars = Array(predicate.unicodeScalars)
        var result: [(name: String, type: String)] = []
        let identifier: (Unicode.Scalar) -> Bool = { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "$" else { index += 1; continue }
            var end = index + 1
            while end < scalars.count, identifier(scalars[end]) { end += 1 }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[(index + 1)..<end])
            // Back over the operator (symbols, a word like LIKE, [cd]) to the key path.
            var cursor = index - 1
            func skip(_ test: (Unicode.Scalar) -> Bool) { while cursor >= 0, test(scalars[cursor]) { cursor -= 1 } }
            skip { $0 == " " }
            if cursor >= 0, scalars[cursor] == "]" {
                // A modifier such as [cd]; a `]` with no `[` before it (`]$x`)
                // leaves the cursor before the start, never further.
                cursor -= 1
                skip { $0 != "[" }
                cursor = max(cursor - 1, -1)
            }
            skip { "=<>!".unicodeScalars.contains($0) }
            skip { $0 == " " }
            if cursor >= 0, scalars[cursor].properties.isUppercase { skip { $0.properties.isUppercase }; skip { $0 == " " } }
            let pathEnd = cursor + 1
            skip { identifier($0) || $0 == "." }
            var keyPath = ""
            keyPath.unicodeScalars.append(contentsOf: scalars[(cursor + 1)..<pathEnd])
            if !name.isEmpty, !result.contains(where: { $0.name == name }) {
                result.append((name, type(of: keyPath, in: entity)))
            }
            index = end
        }
        return result
    }

    /// mogenerator's `_resolveKeyPathType:` (with a `*` in Objective-C).
    private static func type(of keyPath: String, in entity: EntityObject) -> String {
        let swift = entity.model.settings.swift
        var type: String
        if let attribute = entity.attribute(named: keyPath) {
            type = attribute.objectAttributeClassName ?? "NSObject"
        } else {
            var current = entity
            type = current.managedObjectClassName
            for key in keyPath.split(separator: ".").map(String.init) {
                if let attribute = current.attribute(named: key) {
                    let objectType = attribute.objectAttributeType ?? "NSObject"
                    type = swift || !objectType.hasSuffix("*") ? objectType : String(objectType.dropLast())
                    break
                } else if let relationship = current.relationship(named: key),
                          let destination = current.model.entity(relationship.relationship.destination) {
                    current = destination
                    type = current.managedObjectClassName
                }
            }
        }
        return swift ? type : type + "*"
    }
}
