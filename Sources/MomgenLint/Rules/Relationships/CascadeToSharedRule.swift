// cascade-to-shared: a to-one relationship that cascades to an object shared
// by many (its inverse is to-many).
import MomgenDiagnostics
import MomgenModel

/// Flags to-one Cascade relationships whose inverse is to-many.
struct CascadeToSharedRule: Rule {
    let description = RuleDescription(
        id: "cascade-to-shared", family: .relationships, severity: .warning,
        rationale: "Deleting one object deletes the object it points to, which its siblings share: deleting a page deletes the book and, through the book, every other page",
        fixHint: "use Nullify on the to-one side; cascade from the owner (the to-many side) instead",
        triggering: [
            RuleExample("""
            <entity name="Book">
                <relationship name="pages" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Page" inverseName="book" inverseEntity="Page"/>
            </entity>
            <entity name="Page">
                <!--↓--><relationship name="book" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Book" inverseName="pages" inverseEntity="Book"/>
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

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                guard !relationship.declared.isToMany, relationship.declared.deleteRule == .cascade,
                      let ref = relationship.inverse, let inverse = context.relationship(ref), inverse.declared.isToMany else { return nil }
                let destination = context.entities[ref.entity].name
                return Finding("deleting one '\(entity.name)' cascades through '\(entity.name).\(relationship.name)' to its '\(destination)', which other '\(entity.name)' objects share through '\(destination).\(ref.name)'",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
