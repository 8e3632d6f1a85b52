// Uniqueness constraints and fetch indexes → `@Attribute(.unique)` for a
// single property (iOS 17), `#Unique<E>([\.a, \.b])` for compound ones and
// `#Index<E>([\.a], [\.b, \.c])` for indexes, where the deployment target
// has them (iOS 18, macOS 15 and their equivalents); below, a finding, and
// the macro the class would have in a comment. Never an empty `#Index`.
import MomgenModel

/// The uniqueness constraints of a class, split as SwiftData states them.
struct SwiftDataUniqueness {
    /// Properties unique on their own: `@Attribute(.unique)` / `@Relationship(.unique)`.
    var singles: Set<String> = []
    /// Compound constraints (and single ones on an inherited property):
    /// `#Unique`, each with the entity that declares it.
    var groups: [(owner: String, group: PropertyGroup)] = []
}

extension SwiftDataClassBuilder {
    /// The uniqueness constraints of `entity` and, for a class that stands
    /// alone, of its ancestors (Core Data's constraints are inherited).
    func uniquenessGroups(_ entity: ResolvedEntity, owners: Set<Int>, in model: ResolvedModel) -> SwiftDataUniqueness {
        var uniqueness = SwiftDataUniqueness()
        let ownNames = Set(entity.attributes.filter { owners.contains($0.owner) }.map(\.name)
            + entity.relationships.filter { owners.contains($0.owner) }.map(\.name))
        for id in ([entity.id] + entity.ancestors).reversed() where owners.contains(id) {
            for group in model.entities[id].declared.uniquenessConstraints where !group.properties.isEmpty {
                if group.properties.count == 1, ownNames.contains(group.properties[0]) {
                    uniqueness.singles.insert(group.properties[0])
                } else {
                    uniqueness.groups.append((model.entities[id].name, group))
                }
            }
        }
        return uniqueness
    }

    /// The `#Unique` and `#Index` lines of a class (or the notes and findings
    /// saying why there are none).
    func macros(_ entity: ResolvedEntity, className: String, owners: Set<Int>, constraints: SwiftDataUniqueness, members: SwiftDataMembers,
                in model: ResolvedModel, notes: inout [String], findings: inout SwiftDataFindingList) -> [String] {
        let available = PlatformAPI.swiftDataUniqueAndIndex.isAvailable(on: options.deploymentTargets)
        let needs = "needs #Unique and #Index, available from \(PlatformAPI.swiftDataUniqueAndIndex.availabilityCondition.dropLast(3))"
        var lines: [String] = []
        // Key paths of properties of the class (inherited ones included for a subclass).
        func keyPaths(_ properties: [String]) -> [String]? {
            let paths = properties.map { property in
                members.swiftNames[property] ?? (entity.attributes.contains { $0.name == property } || entity.relationships.contains { $0.name == property }
                    ? namer.propertyName(property) : nil)
            }
            guard paths.allSatisfy({ $0 != nil }) else { return nil }
            return paths.map { "\\." + $0! }
        }
        var uniqueGroups: [String] = []
        for (owner, group) in constraints.groups {
            let list = group.properties.joined(separator: ", ")
            guard let paths = keyPaths(group.properties) else {
                findings.add(.uniquenessConstraint, "uniqueness constraint (\(list)) of '\(owner)' names a property the class does not have and is left out",
                             at: group.location, entity: owner)
                continue
            }
            let text = "[" + paths.joined(separator: ", ") + "]"
            if available {
                uniqueGroups.append(text)
            } else {
                notes.append("#Unique<\(className)>(\(text)) is left out: it needs iOS 18/macOS 15; the constraint is not enforced")
                findings.add(.uniquenessConstraint, "uniqueness constraint (\(list)) of '\(owner)' \(needs); below, it is not enforced",
                             at: group.location, entity: owner)
            }
        }
        if !uniqueGroups.isEmpty { lines.append("#Unique<\(className)>(" + uniqueGroups.joined(separator: ", ") + ")") }
        var indexGroups: [String] = []
        for id in ([entity.id] + entity.ancestors).reversed() where owners.contains(id) {
            let owner = model.entities[id].name
            for index in model.entities[id].declared.fetchIndexes {
                let properties = index.elements.compactMap(\.property)
                if properties.count != index.elements.count {
                    findings.add(.fetchIndex, "fetch index '\(index.name)' of '\(owner)' has expression elements, which #Index cannot state: they are left out",
                                 at: index.location, entity: owner)
                }
                if index.elements.contains(where: { $0.type?.lowercased().contains("tree") == true && $0.type != "Binary" }) {
                    findings.add(.fetchIndex, "fetch index '\(index.name)' of '\(owner)' is an R-tree index, which #Index cannot state: it becomes a binary index",
                                 at: index.location, entity: owner)
                }
                guard !properties.isEmpty, let paths = keyPaths(properties) else {
                    if !index.elements.isEmpty, !properties.isEmpty {
                        findings.add(.fetchIndex, "fetch index '\(index.name)' of '\(owner)' names a property the class does not have and is left out",
                                     at: index.location, entity: owner)
                    }
                    continue
                }
                let text = "[" + paths.joined(separator: ", ") + "]"
                if available {
                    indexGroups.append(text)
                } else {
                    notes.append("#Index<\(className)>(\(text)) is left out: it needs iOS 18/macOS 15")
                    findings.add(.fetchIndex, "fetch index '\(index.name)' of '\(owner)' \(needs); below, the store has no such index",
                                 at: index.location, entity: owner)
                }
            }
        }
        for attribute in entity.attributes where owners.contains(attribute.owner) && attribute.declared.isIndexed && !attribute.declared.isTransient {
            guard let path = members.swiftNames[attribute.name] else { continue }
            if available {
                indexGroups.append("[\\.\(path)]")
            } else {
                notes.append("#Index<\(className)>([\\.\(path)]) is left out: it needs iOS 18/macOS 15")
                let owner = model.entities[attribute.owner].name
                findings.add(.fetchIndex, "indexed attribute '\(owner).\(attribute.name)' \(needs); below, the store has no such index",
                             at: attribute.declared.location, entity: owner, property: attribute.name)
            }
        }
        var seen: Set<String> = []
        indexGroups = indexGroups.filter { seen.insert($0).inserted }
        if !indexGroups.isEmpty { lines.append("#Index<\(className)>(" + indexGroups.joined(separator: ", ") + ")") }
        return lines
    }
}
