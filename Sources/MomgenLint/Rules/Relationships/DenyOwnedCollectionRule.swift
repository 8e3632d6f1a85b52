// deny-owned-collection: Deny on a to-many to children the owner owns. Core
// Data refuses to delete an object while a Deny relationship holds anything,
// so such an owner can never be deleted while it has children. Deny is never
// Xcode's default, so it is usually chosen on purpose: to stop deleting an
// alert type or a unit still in use (issue 33: both reviewed findings were
// such, and the old hint "usually meant Cascade" would have deleted the
// records). It warns only where the model shows the children belong to the
// owner (OwnershipEvidence), else it is a note.
import MomgenDiagnostics
import MomgenModel

/// Warns on Deny to-many relationships over owned children.
struct DenyOwnedCollectionRule: Rule {
    let description = RuleDescription(
        id: "deny-owned-collection", family: .relationships, severity: .warning,
        rationale: "Deny refuses to delete the owner while the relationship holds any object (the save fails with NSValidationRelationshipDeniedDeleteError, 1600); over children only the owner reaches, that means it can only be deleted after each child by hand (a note, not a warning, where the children may be shared or live on their own: there Deny is the usual guard for an object in use)",
        fixHint: "keep Deny if deleting an owner that is in use must fail; if the owner owns its children, Cascade deletes them together with it (it deletes those objects)",
        triggering: [
            RuleExample("""
            <entity name="Post">
                <!--↓--><relationship name="previews" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="PostPreview" inverseName="post" inverseEntity="PostPreview"/>
            </entity>
            <entity name="PostPreview">
                <relationship name="post" maxCount="1" deletionRule="Nullify" destinationEntity="Post" inverseName="previews" inverseEntity="Post"/>
            </entity>
            """),
            // Issue 33's false findings, as notes: Deny to keep an object in use
            // from being deleted (xdripswift AlertType.alertEntries, cerastes Unite.items).
            RuleExample("""
            <entity name="AlertType">
                <!--↓info--><relationship name="alertEntries" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="AlertEntry" inverseName="alertType" inverseEntity="AlertEntry"/>
            </entity>
            <entity name="AlertEntry">
                <attribute name="start" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="alertType" maxCount="1" deletionRule="Nullify" destinationEntity="AlertType" inverseName="alertEntries" inverseEntity="AlertType"/>
            </entity>
            <entity name="Unite">
                <!--↓info--><relationship name="items" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Item" inverseName="unite" inverseEntity="Item"/>
            </entity>
            <entity name="Item">
                <relationship name="unite" maxCount="1" deletionRule="Nullify" destinationEntity="Unite" inverseName="items" inverseEntity="Unite"/>
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
        let evidence = OwnershipEvidence(context)
        return context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                let declared = relationship.declared
                guard declared.isToMany, declared.deleteRule == .deny, !declared.isTransient,
                      let destination = relationship.destination, destination != entity.id else { return nil }
                let inverse = relationship.inverse.flatMap(context.relationship)
                let requiredInverse = inverse.map { !$0.declared.isOptional && !$0.declared.isToMany } ?? false
                guard requiredInverse || evidence.incoming[destination] == 1 else { return nil }
                let child = context.entities[destination].name
                let path = "'\(entity.name).\(relationship.name)'"
                if let reason = evidence.independence(of: destination, owner: entity.id, inverse: inverse?.name) {
                    return Finding("\(path) denies deleting \(Article.quoted(entity.name)) that still has '\(child)' objects; \(reason), so this is likely the deliberate guard for an object in use: keep Deny unless they belong to it (Cascade would delete them with it)",
                                   at: declared.location, entity: entity.name, property: relationship.name, severity: .info)
                }
                let why = requiredInverse ? "each '\(child)' requires its \(inverse!.name)" : "nothing else leads to its '\(child)' objects"
                return Finding("\(path) denies deleting \(Article.quoted(entity.name)) that has any '\(child)', and \(why): it can only be deleted after each of them by hand; if it owns them, Cascade deletes them with it",
                               at: declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
