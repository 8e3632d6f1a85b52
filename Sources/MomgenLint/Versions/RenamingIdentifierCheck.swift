// renaming-identifier-unknown: renaming identifiers that point nowhere. A
// property's identifier should name a property (by name or identifier) of
// the same entity in an earlier version of the bundle; when it names none,
// it renames nothing. An entity's identifier that is the name of one of the
// entity's own properties in an earlier version was most likely put on the
// wrong element. Cross-version, like the locked-version rules: the CLI loads
// the bundle's versions and this turns them into findings. Renaming
// identifiers only steer inferred (lightweight) migration; where the project
// has a mapping model (`.xcmappingmodel`) the step it maps ignores them, so
// with one in or beside the bundle a finding is a note that names it
// (issue 33: bookplayer's v3 is migrated by MappingModel_v2_to_v3).
import MomgenModel

/// Checks the renaming identifiers of one version against the earlier ones.
public struct RenamingIdentifierCheck: Sendable {
    public static let description = RuleDescription(
        id: "renaming-identifier-unknown", family: .versions, severity: .warning,
        rationale: "Lightweight migration matches a renaming identifier against the names (and identifiers) of the earlier version; one that matches nothing renames nothing, so the data the rename was meant to carry over is dropped, and one on the entity that names a property was meant for that property (a note where a mapping model in or beside the bundle may migrate the step instead)",
        fixHint: "set the renaming identifier to the property's (or entity's) name in the earlier version, on the element that was renamed",
        triggering: [], nonTriggering: [])

    public init() {}

    /// What the earlier versions of a bundle offer renaming identifiers,
    /// gathered once and extended version by version, so that checking every
    /// version of a bundle is linear in versions (issue 39 item 5).
    public struct Earlier: Sendable {
        /// How many versions were added.
        public private(set) var count = 0
        /// Every earlier entity name.
        var entityNames: Set<String> = []
        /// By an earlier entity's name and by its renaming identifier: the
        /// names and renaming identifiers of its properties.
        var propertyKeys: [String: Set<String>] = [:]
        /// By the same keys: each property name, with the oldest version that has it.
        var propertyVersion: [String: [String: (order: Int, version: String)]] = [:]

        public init() {}

        /// Adds the next version (oldest first).
        public mutating func add(_ name: String, _ model: ResolvedModel) {
            defer { count += 1 }
            for entity in model.entities {
                entityNames.insert(entity.name)
                let keys = Set([entity.name, entity.declared.renamingIdentifier].compactMap { $0 }.filter { !$0.isEmpty })
                var properties: [(String, String?)] = entity.attributes.map { ($0.name, $0.declared.renamingIdentifier) }
                properties += entity.relationships.map { ($0.name, $0.declared.renamingIdentifier) }
                for key in keys {
                    for (property, identifier) in properties {
                        propertyKeys[key, default: []].insert(property)
                        if let identifier { propertyKeys[key, default: []].insert(identifier) }
                        if propertyVersion[key]?[property] == nil { propertyVersion[key, default: [:]][property] = (count, name) }
                    }
                    if propertyKeys[key] == nil { propertyKeys[key] = [] }
                }
            }
        }
    }

    /// Findings for `current`, given the earlier versions (oldest first, with
    /// their names) and the names of the mapping models found in or beside
    /// the bundle (which make every finding a note that names them).
    public func findings(current: ResolvedModel, earlier: [(name: String, model: ResolvedModel)],
                         mappingModels: [String] = []) -> [Finding] {
        var history = Earlier()
        for version in earlier { history.add(version.name, version.model) }
        return findings(current: current, earlier: history, mappingModels: mappingModels)
    }

    /// Findings for `current` against `earlier`, gathered beforehand.
    public func findings(current: ResolvedModel, earlier: Earlier, mappingModels: [String] = []) -> [Finding] {
        let found = findings(current: current, history: earlier)
        guard !mappingModels.isEmpty else { return found }
        let names = mappingModels.sorted().map { "'\($0)'" }.joined(separator: ", ")
        return found.map { finding in
            var note = finding
            note.message += "; unless mapping model \(names) migrates this step (a mapping model does not use renaming identifiers)"
            note.severity = .info
            return note
        }
    }

    /// The findings as lightweight migration sees them (no mapping model).
    private func findings(current: ResolvedModel, history: Earlier) -> [Finding] {
        guard history.count > 0 else { return [] }
        var findings: [Finding] = []
        for entity in current.entities {
            let keys = Set([entity.name, entity.declared.renamingIdentifier].compactMap { $0 }.filter { !$0.isEmpty })
            // An entity matches an earlier one by name or identifier, either way.
            let matched = keys.filter { history.propertyKeys[$0] != nil }
            // A new entity has nothing its identifiers could name.
            guard !matched.isEmpty else { continue }
            let oldKeys = matched.reduce(into: Set<String>()) { $0.formUnion(history.propertyKeys[$1] ?? []) }
            let properties: [(String, String?, SourceLocationRef)] =
                entity.ownAttributes.map { ($0.name, $0.declared.renamingIdentifier, $0.declared.location) }
                + entity.ownRelationships.map { ($0.name, $0.declared.renamingIdentifier, $0.declared.location) }
            for (name, identifier, location) in properties {
                guard let identifier, !identifier.isEmpty, identifier != name, !oldKeys.contains(identifier) else { continue }
                findings.append(Finding("renaming identifier '\(identifier)' of '\(entity.name).\(name)' names no property of '\(entity.name)' in any earlier version: it renames nothing, and migration treats '\(name)' as a new property",
                                        at: location, entity: entity.name, property: name))
            }
            if let identifier = entity.declared.renamingIdentifier, !identifier.isEmpty, identifier != entity.name,
               !history.entityNames.contains(identifier),
               let match = matched.compactMap({ history.propertyVersion[$0]?[identifier] }).min(by: { $0.order < $1.order }) {
                findings.append(Finding("renaming identifier '\(identifier)' of entity '\(entity.name)' is the name of its property in version '\(match.version)', not of an entity: it was most likely meant for that property",
                                        at: entity.declared.location, entity: entity.name))
            }
        }
        return findings
    }
}
