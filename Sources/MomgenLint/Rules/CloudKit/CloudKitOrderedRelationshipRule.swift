// cloudkit-ordered-relationship: CloudKit does not support ordered relationships.
import MomgenDiagnostics
import MomgenModel

/// Flags ordered relationships on CloudKit entities.
struct CloudKitOrderedRelationshipRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-ordered-relationship", family: .cloudkit, severity: .error,
        rationale: "CloudKit integration does not support ordered relationships; the store refuses to load",
        fixHint: "store an explicit sort index attribute on the destination instead (clearing Ordered changes the entity's version hash: on a shipped model, do it in a new model version)",
        // Both say: clear Ordered.
        supersedes: ["ordered-to-one"],
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer refuses to load the store: error 134060 'CloudKit integration does not support ordered relationships. The following relationships are marked ordered: ...'",
                              source: "Core Data's PFCloudKitModelValidator (validateEntities:error:, as decompiled in public reverse-engineering repositories)"),
        triggering: [
            RuleExample("""
            <entity name="List">
                <!--↓--><relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" ordered="YES" destinationEntity="List" inverseName="items" inverseEntity="List"/>
            </entity>
            """, model: CloudKitExample.model),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="List">
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="List" inverseName="items" inverseEntity="List"/>
            </entity>
            """, model: CloudKitExample.model),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.cloudKitScope.flatMap { entity in
            entity.ownRelationships.filter { $0.declared.isOrdered }.map {
                Finding("CloudKit does not support ordered relationship '\(entity.name).\($0.name)'",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
