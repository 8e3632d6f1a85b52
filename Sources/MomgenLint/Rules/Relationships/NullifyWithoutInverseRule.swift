// nullify-without-inverse: a to-many relationship without an inverse whose
// delete rule is Nullify, and the only relationship into its destination.
// Nullify has no inverse to clear, so deleting the source leaves every
// destination object in the store with nothing leading to it: orphans. It
// also fires when several relationships lead to the destination but none has
// an inverse or cascades: then nothing ever deletes those objects either. It restates missing-inverse-to-many
// with the consequence, so it supersedes it on the same line. Like the other
// ownership rules it warns only where the model shows the source owns the
// objects (OwnershipEvidence); elsewhere the objects may be listed or fetched
// on their own, Cascade would delete them, and the finding is a note.
import MomgenDiagnostics
import MomgenModel

/// Flags to-many Nullify relationships without an inverse.
struct NullifyWithoutInverseRule: Rule {
    let description = RuleDescription(
        id: "nullify-without-inverse", family: .relationships, severity: .warning,
        rationale: "Without an inverse, Nullify has nothing to clear: deleting the source leaves every object of the to-many in the store, and when they belong to it and no other relationship leads to them they are orphans nothing deletes later (a note, not a warning, where the model shows they may live on their own)",
        fixHint: "add an inverse so the relationship is kept consistent; if the source owns the objects, Cascade deletes them together with it (it deletes those objects: check that nothing shows them on their own)",
        supersedes: ["missing-inverse-to-many"],
        triggering: [
            RuleExample("""
            <entity name="Album">
                <!--↓--><relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="AlbumPhoto"/>
            </entity>
            <entity name="AlbumPhoto"/>
            """),
            // Nothing says Photo objects are Album's parts (the app may list
            // them on their own): a note.
            RuleExample("""
            <entity name="Album">
                <!--↓info--><relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Photo"/>
            </entity>
            <entity name="Photo"/>
            """),
            // Reached only through relationships without an inverse, none of which cascades.
            RuleExample("""
            <entity name="Trip">
                <!--↓info--><relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Photo"/>
            </entity>
            <entity name="Day">
                <!--↓info--><relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Photo"/>
            </entity>
            <entity name="Photo"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Album">
                <relationship name="photos" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Photo"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="albums" inverseEntity="Tag"/>
            </entity>
            <entity name="Photo"/>
            <entity name="Tag">
                <relationship name="albums" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Album" inverseName="tags" inverseEntity="Album"/>
            </entity>
            """),
            // Objects another relationship also reaches are not orphaned.
            RuleExample("""
            <entity name="Buyer">
                <relationship name="visited" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="House"/>
            </entity>
            <entity name="Agent">
                <relationship name="listings" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="House"/>
            </entity>
            <entity name="House"/>
            """),
            // Links between objects of one entity own nothing.
            RuleExample("""
            <entity name="Skill">
                <relationship name="requires" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Skill"/>
                <relationship name="excludes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Skill"/>
            </entity>
            """),
            // Two halves without inverses are missing-inverse's one finding.
            RuleExample("""
            <entity name="Album">
                <relationship name="photos" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Photo"/>
            </entity>
            <entity name="Photo">
                <relationship name="album" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Album"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let all = InverseCheck.withoutInverse(context)
        let pairs = InverseCheck.partners(context, among: all)
        let candidates = all.filter { entity, relationship in
            relationship.declared.isToMany && relationship.declared.deleteRule == .nullify && !relationship.declared.isTransient
                && pairs[RelationshipRef(entity: entity.id, name: relationship.name)] == nil
        }
        guard !candidates.isEmpty else { return [] }
        let evidence = OwnershipEvidence(context)
        let incoming = evidence.incoming
        let unowned = Self.reachedOnlyWithoutInverse(context, lonely: Set(all.map { RelationshipRef(entity: $0.0.id, name: $0.1.name) }))
        return candidates.compactMap { entity, relationship in
            // Objects another relationship also reaches are not orphans,
            // unless no relationship into them has an inverse or cascades.
            guard let destination = relationship.destination else { return nil }
            let reach: String
            var independence: String?
            if incoming[destination] == 1 {
                reach = "no other relationship leads to them"
                independence = evidence.independence(of: destination, owner: entity.id, inverse: nil)
            } else if unowned.contains(destination), destination != entity.id {
                // (Links between objects of one entity, such as `requires`, own nothing.)
                reach = "only relationships without an inverse lead to them and none deletes them"
                independence = "several entities lead to them, so no one of them owns them"
            } else {
                return nil
            }
            let head = "to-many relationship '\(entity.name).\(relationship.name)' has no inverse and nullifies: deleting \(Article.quoted(entity.name)) leaves its '\(context.entities[destination].name)' objects in the store, and \(reach)"
            if let independence {
                return Finding("\(head); \(independence): add an inverse, and keep Nullify if they live on their own (Cascade would delete them)",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name, severity: .info)
            }
            return Finding("\(head): they are orphaned; if \(Article.quoted(entity.name)) owns them, Cascade deletes them with it",
                           at: relationship.declared.location, entity: entity.name, property: relationship.name)
        }
    }

    /// Entities that relationships lead into, all of them in `lonely` (no
    /// inverse) and none with Cascade: nothing ever deletes their objects.
    static func reachedOnlyWithoutInverse(_ context: LintContext, lonely: Set<RelationshipRef>) -> Set<Int> {
        var reached: Set<Int> = []
        var owned: Set<Int> = []
        for entity in context.entities {
            for relationship in entity.ownRelationships {
                guard let destination = relationship.destination else { continue }
                if lonely.contains(RelationshipRef(entity: entity.id, name: relationship.name)), relationship.declared.deleteRule != .cascade {
                    reached.insert(destination)
                } else {
                    owned.insert(destination)
                }
            }
        }
        return reached.subtracting(owned)
    }

    /// How many declared relationships lead into each entity: those to it and
    /// those to an ancestor (which can hold its objects too). Summed parent
    /// first, so a deep hierarchy stays linear.
    static func incomingCounts(_ context: LintContext) -> [Int] {
        let entities = context.entities
        var incoming = Array(repeating: 0, count: entities.count)
        for entity in entities {
            // The resolved destination is the entity `destinationEntity` names.
            for relationship in entity.ownRelationships {
                if let target = relationship.destination { incoming[target] += 1 }
            }
        }
        // Parents before their children; ids, not entities, are sorted, so
        // no entity is copied.
        for id in entities.indices.sorted(by: { entities[$0].ancestors.count < entities[$1].ancestors.count }) {
            if let parent = entities[id].parent { incoming[id] += incoming[parent] }
        }
        return incoming
    }
}
