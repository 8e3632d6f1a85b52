// deny-owned-collection: Deny on a to-many to children the owner owns (their
// inverse is required, or nothing else leads to them). Core Data refuses to
// delete an object while a Deny relationship holds anything, so the owner can
// never be deleted while it has children; the usual intent is Cascade.
import MomgenDiagnostics
import MomgenModel

/// Warns on Deny to-many relationships over owned children.
struct DenyOwnedCollectionRule: Rule {
    let description = RuleDescription(
        id: "deny-owned-collection", family: .relationships, severity: .warning,
        rationale: "Deny refuses to delete the owner while the relationship holds any object (the save fails with NSValidationRelationshipDeniedDeleteError, 1600); over children the owner owns, that means it can only be deleted after each child by hand, which is rarely what was meant",
        fixHint: "use the Cascade delete rule so deleting the owner deletes its children; keep Deny only if deleting a non-empty owner must fail",
        triggering: [
            RuleExample("""
            <entity name="Post">
                <!--↓--><relationship name="previews" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Preview" inverseName="post" inverseEntity="Post"/>
                <!--↓--><relationship name="comments" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Comment" inverseName="post" inverseEntity="Post"/>
            </entity>
            <entity name="Preview">
                <relationship name="post" maxCount="1" deletionRule="Nullify" destinationEntity="Post" inverseName="previews" inverseEntity="Post"/>
            </entity>
            <entity name="Comment">
                <relationship name="post" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Post" inverseName="comments" inverseEntity="Post"/>
            </entity>
            """),
        ],
        nonTriggering: [
            // Shared children (another relationship leads to them, the inverse is optional), and Cascade.
            RuleExample("""
            <entity name="Author">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Note" inverseName="author" inverseEntity="Note"/>
            </entity>
            <entity name="Shelf">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="shelf" inverseEntity="Book"/>
            </entity>
            <entity name="Book">
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="books" inverseEntity="Shelf"/>
            </entity>
            <entity name="Note">
                <relationship name="author" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="notes" inverseEntity="Author"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let incoming = NullifyWithoutInverseRule.incomingCounts(context)
        return context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                let declared = relationship.declared
                guard declared.isToMany, declared.deleteRule == .deny, !declared.isTransient,
                      let destination = relationship.destination, destination != entity.id else { return nil }
                let inverse = relationship.inverse.flatMap(context.relationship)
                let requiredInverse = inverse.map { !$0.declared.isOptional && !$0.declared.isToMany } ?? false
                guard requiredInverse || incoming[destination] == 1 else { return nil }
                let child = context.entities[destination].name
                let why = requiredInverse ? "each '\(child)' requires its \(inverse!.name)" : "no other relationship leads to its '\(child)' objects"
                return Finding("'\(entity.name).\(relationship.name)' denies deleting \(Article.quoted(entity.name)) that has any '\(child)', and \(why): it can never be deleted with its children; usually meant Cascade",
                               at: declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
