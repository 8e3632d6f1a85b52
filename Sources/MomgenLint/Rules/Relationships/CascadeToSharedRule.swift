// cascade-to-shared: a relationship that cascades to objects others still use:
// its inverse is to-many (a to-one or a many-to-many into shared objects), or
// it is one side of a one-to-one whose destination the model shows is shared
// (a to-many elsewhere holds it, or a fetch request fetches it). Which side of
// a one-to-one owns the other cannot be read from which side is required: a
// memo requires its tool and owns it, a cover requires its book and does not
// (issue 33 found the old "the required side is the dependent" test wrong on
// memola, dashsync and xdripswift). Even a destination other objects hold may
// belong to this side (a status owns its poll, which voters' `votePolls`
// also lists; twidere), so that branch is a note, never a warning.
import MomgenDiagnostics
import MomgenModel

/// Flags Cascade relationships from the dependent side of a relationship.
struct CascadeToSharedRule: Rule {
    let description = RuleDescription(
        id: "cascade-to-shared", family: .relationships, severity: .warning,
        rationale: "Deleting one object deletes objects others still use: deleting a page deletes the book and, through the book, every other page; deleting a post deletes tags other posts carry (a note, not a warning, on a one-to-one into an object other relationships also hold: deleting a cover would delete a book a library lists, but a status rightly deletes its poll)",
        fixHint: "use Nullify on this side and cascade from the owner instead (the delete rule is not in the version hash: no new model version needed)",
        triggering: [
            RuleExample("""
            <entity name="Book">
                <relationship name="pages" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Page" inverseName="book" inverseEntity="Page"/>
            </entity>
            <entity name="Page">
                <!--↓--><relationship name="book" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Book" inverseName="pages" inverseEntity="Book"/>
            </entity>
            """),
            // Many-to-many: the tags are shared with other posts.
            RuleExample("""
            <entity name="Post">
                <!--↓--><relationship name="tags" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Tag" inverseName="posts" inverseEntity="Tag"/>
            </entity>
            <entity name="Tag">
                <relationship name="posts" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Post" inverseName="tags" inverseEntity="Post"/>
            </entity>
            """),
            // One-to-one into a book a library's to-many also holds.
            RuleExample("""
            <entity name="Library">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="library" inverseEntity="Book"/>
            </entity>
            <entity name="Book">
                <relationship name="cover" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Cover" inverseName="book" inverseEntity="Cover"/>
                <relationship name="library" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Library" inverseName="books" inverseEntity="Library"/>
            </entity>
            <entity name="Cover">
                <!--↓info--><relationship name="book" maxCount="1" deletionRule="Cascade" destinationEntity="Book" inverseName="cover" inverseEntity="Book"/>
            </entity>
            """),
        ],
        nonTriggering: [
            // Issue 33's false findings: the required side of a one-to-one owns
            // the other (memola MemoObject.tool; xdripswift's devices each own
            // their blePeripheral; dashsync sporkHash, derivationPath).
            RuleExample("""
            <entity name="MemoObject">
                <relationship name="tool" maxCount="1" deletionRule="Cascade" destinationEntity="ToolObject" inverseName="memo" inverseEntity="ToolObject"/>
            </entity>
            <entity name="ToolObject">
                <relationship name="memo" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="MemoObject" inverseName="tool" inverseEntity="MemoObject"/>
            </entity>
            <entity name="M5Stack">
                <relationship name="blePeripheral" maxCount="1" deletionRule="Cascade" destinationEntity="BLEPeripheral" inverseName="m5Stack" inverseEntity="BLEPeripheral"/>
            </entity>
            <entity name="DexcomG5">
                <relationship name="blePeripheral" maxCount="1" deletionRule="Cascade" destinationEntity="BLEPeripheral" inverseName="dexcomG5" inverseEntity="BLEPeripheral"/>
            </entity>
            <entity name="BLEPeripheral">
                <relationship name="m5Stack" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="M5Stack" inverseName="blePeripheral" inverseEntity="M5Stack"/>
                <relationship name="dexcomG5" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="DexcomG5" inverseName="blePeripheral" inverseEntity="DexcomG5"/>
            </entity>
            """),
            RuleExample("""
            <entity name="Book">
                <relationship name="pages" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Page" inverseName="book" inverseEntity="Page"/>
                <relationship name="cover" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Cover" inverseName="book" inverseEntity="Cover"/>
            </entity>
            <entity name="Page">
                <relationship name="book" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="pages" inverseEntity="Book"/>
            </entity>
            <entity name="Cover">
                <relationship name="book" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="cover" inverseEntity="Book"/>
            </entity>
            """),
        ])

    /// Whether cascading through `relationship` deletes an object others
    /// still use because its inverse is to-many (the destination is shared).
    static func applies(_ relationship: Relationship, inverse: Relationship) -> Bool {
        relationship.deleteRule == .cascade && inverse.isToMany
    }

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                guard let ref = relationship.inverse, let inverse = context.relationship(ref),
                      relationship.declared.deleteRule == .cascade else { return nil }
                let destination = context.entities[ref.entity].name
                let path = "'\(entity.name).\(relationship.name)'"
                if inverse.declared.isToMany {
                    let what = relationship.declared.isToMany ? "its '\(destination)' objects" : "its '\(destination)'"
                    return Finding("deleting one '\(entity.name)' cascades through \(path) to \(what), which other '\(entity.name)' objects share through '\(destination).\(ref.name)'",
                                   at: relationship.declared.location, entity: entity.name, property: relationship.name)
                }
                // A one-to-one whose other side also cascades is cascade-both-ends' finding.
                guard !relationship.declared.isToMany, inverse.declared.deleteRule != .cascade,
                      let holder = Self.holder(of: ref.entity, besides: ref, from: entity.id, context) else { return nil }
                return Finding("deleting \(Article.quoted(entity.name)) cascades through \(path) to its '\(destination)', which \(holder): keep Cascade if \(Article.quoted(entity.name)) owns it, otherwise deleting one '\(entity.name)' deletes that '\(destination)' for them too",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name, severity: .info)
            }
        }
    }

    /// What shows that objects of entity `destination` are shared (a phrase),
    /// or nil: a to-many of another entity that leads to them (other than
    /// `inverse`), or a fetch request that fetches them on their own.
    static func holder(of destination: Int, besides inverse: RelationshipRef, from source: Int, _ context: LintContext) -> String? {
        let family = Set([destination] + context.entities[destination].ancestors)
        for entity in context.entities where entity.id != source {
            for other in entity.ownRelationships where other.declared.isToMany {
                guard let target = other.destination, family.contains(target),
                      RelationshipRef(entity: entity.id, name: other.name) != inverse else { continue }
                return "'\(entity.name).\(other.name)' also holds"
            }
        }
        let names = Set(family.map { context.entities[$0].name })
        if let request = context.model.declared.fetchRequests.first(where: { $0.entity.map(names.contains) ?? false }) {
            return "fetch request '\(request.name)' fetches on its own"
        }
        return nil
    }
}
