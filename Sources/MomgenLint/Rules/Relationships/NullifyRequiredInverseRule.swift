// nullify-required-inverse: a Nullify relationship whose inverse is a
// required to-one. Deleting the object empties the other side's required
// relationship, and the next save fails validation. Very common in real models.
import MomgenDiagnostics
import MomgenModel

/// Flags Nullify relationships whose inverse is required and to-one.
struct NullifyRequiredInverseRule: Rule {
    let description = RuleDescription(
        id: "nullify-required-inverse", family: .relationships, severity: .warning,
        rationale: "Nullify empties the inverse of every related object; when that inverse is a required to-one, those objects are invalid and the next save fails validation unless the app deletes or re-parents them first",
        fixHint: "use Cascade if the related objects cannot exist without this one, Deny if it must not be deleted while they exist, or make the inverse optional (the delete rule is not in the version hash; optionality is)",
        triggering: [
            RuleExample("""
            <entity name="Book">
                <!--↓--><relationship name="pages" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Page" inverseName="book" inverseEntity="Page"/>
            </entity>
            <entity name="Page">
                <relationship name="book" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="pages" inverseEntity="Book"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Book">
                <relationship name="pages" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Page" inverseName="book" inverseEntity="Page"/>
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="book" inverseEntity="Note"/>
            </entity>
            <entity name="Page">
                <relationship name="book" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="pages" inverseEntity="Book"/>
            </entity>
            <entity name="Note">
                <relationship name="book" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="notes" inverseEntity="Book"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                guard relationship.declared.deleteRule == .nullify, !relationship.declared.isTransient,
                      let ref = relationship.inverse, let inverse = context.relationship(ref),
                      !inverse.declared.isToMany, !inverse.declared.isOptional, !inverse.declared.isTransient else { return nil }
                let other = context.entities[ref.entity].name
                return Finding("deleting \(Article.quoted(entity.name)) nullifies the required '\(other).\(ref.name)' of its '\(other)' objects through '\(entity.name).\(relationship.name)', so the next save fails validation unless they are deleted or re-parented first",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
