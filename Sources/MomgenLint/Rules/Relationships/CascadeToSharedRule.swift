// cascade-to-shared: a relationship that cascades to objects others still use:
// its inverse is to-many (a to-one or a many-to-many into shared objects), or
// it is the required, dependent side of a one-to-one (deleting the child
// deletes its parent).
import MomgenDiagnostics
import MomgenModel

/// Flags Cascade relationships from the dependent side of a relationship.
struct CascadeToSharedRule: Rule {
    let description = RuleDescription(
        id: "cascade-to-shared", family: .relationships, severity: .warning,
        rationale: "Deleting one object deletes objects others still use: deleting a page deletes the book and, through the book, every other page; deleting a post deletes tags other posts carry; deleting a cover deletes its book",
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
            // One-to-one from the required (dependent) side.
            RuleExample("""
            <entity name="Book">
                <relationship name="cover" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Cover" inverseName="book" inverseEntity="Cover"/>
            </entity>
            <entity name="Cover">
                <!--↓--><relationship name="book" maxCount="1" deletionRule="Cascade" destinationEntity="Book" inverseName="cover" inverseEntity="Book"/>
            </entity>
            """),
        ],
        nonTriggering: [
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
    /// still use: its inverse is to-many (the destination is shared), or it is
    /// the required (child) side of a one-to-one whose other side is optional.
    static func applies(_ relationship: Relationship, inverse: Relationship) -> Bool {
        guard relationship.deleteRule == .cascade else { return false }
        if inverse.isToMany { return true }
        return !relationship.isToMany && !relationship.isOptional && inverse.isOptional
    }

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                guard let ref = relationship.inverse, let inverse = context.relationship(ref),
                      Self.applies(relationship.declared, inverse: inverse.declared) else { return nil }
                let destination = context.entities[ref.entity].name
                let path = "'\(entity.name).\(relationship.name)'"
                if inverse.declared.isToMany {
                    let what = relationship.declared.isToMany ? "its '\(destination)' objects" : "its '\(destination)'"
                    return Finding("deleting one '\(entity.name)' cascades through \(path) to \(what), which other '\(entity.name)' objects share through '\(destination).\(ref.name)'",
                                   at: relationship.declared.location, entity: entity.name, property: relationship.name)
                }
                return Finding("deleting \(Article.quoted(entity.name)) cascades through \(path) to its '\(destination)', although '\(destination).\(ref.name)' is optional: the dependent side deletes the object it depends on",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
