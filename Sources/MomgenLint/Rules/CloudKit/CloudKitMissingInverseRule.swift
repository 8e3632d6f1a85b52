// cloudkit-missing-inverse: CloudKit requires every relationship to have an inverse.
import MomgenDiagnostics
import MomgenModel

/// Flags relationships without an inverse on CloudKit entities.
struct CloudKitMissingInverseRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-missing-inverse", family: .cloudkit, severity: .error,
        rationale: "CloudKit integration requires every relationship to have an inverse, in case records synchronize out of order",
        fixHint: "add an inverse relationship on the destination",
        supersedes: ["missing-inverse", "missing-inverse-to-many", "nullify-without-inverse"],
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer refuses to load the store: error 134060 'CloudKit integration requires that all relationships have an inverse, the following do not: ...'",
                              source: "Core Data's PFCloudKitModelValidator; the message is observed in many public projects"),
        triggering: [
            RuleExample("""
            <entity name="Note">
                <!--↓--><relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder"/>
            </entity>
            <entity name="Folder"/>
            """, model: CloudKitExample.model),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Note">
                <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder"/>
            </entity>
            <entity name="Folder"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.cloudKitScope.flatMap { entity in
            entity.ownRelationships.filter { $0.inverse == nil && !$0.declared.isTransient }.map {
                Finding("CloudKit requires relationship '\(entity.name).\($0.name)' to have an inverse",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
