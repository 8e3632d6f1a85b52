// cloudkit-required-relationship: CloudKit requires optional relationships.
import MomgenDiagnostics
import MomgenModel

/// Flags non-optional relationships on CloudKit entities.
struct CloudKitRequiredRelationshipRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-required-relationship", family: .cloudkit, severity: .error,
        rationale: "CloudKit may not save relationship changes atomically, so every relationship must be optional",
        fixHint: "make the relationship optional (this changes the entity's version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer refuses to load the store: error 134060 'CloudKit integration requires that all relationships be optional, the following are not: ...'",
                              source: "Core Data's PFCloudKitModelValidator; the message is observed in many public projects"),
        triggering: [
            RuleExample("""
            <entity name="Note">
                <!--↓--><relationship name="folder" maxCount="1" deletionRule="Nullify" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
            </entity>
            """, model: CloudKitExample.model),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Note">
                <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
            </entity>
            """, model: CloudKitExample.model),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.cloudKitScope.flatMap { entity in
            entity.ownRelationships.filter { !$0.declared.isOptional && !$0.declared.isTransient }.map {
                Finding("CloudKit requires relationship '\(entity.name).\($0.name)' to be optional",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
