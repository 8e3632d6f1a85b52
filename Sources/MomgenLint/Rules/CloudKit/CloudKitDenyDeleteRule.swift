// cloudkit-deny-delete-rule: CloudKit does not support the Deny delete rule.
import MomgenDiagnostics
import MomgenModel

/// Flags Deny delete rules on CloudKit entities.
struct CloudKitDenyDeleteRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-deny-delete-rule", family: .cloudkit, severity: .error,
        rationale: "CloudKit does not support the Deny delete rule; the store refuses to load",
        fixHint: "use Nullify or Cascade and enforce the rule in code",
        // With CloudKit, Deny must go whatever its siblings do.
        supersedes: ["inconsistent-ownership"],
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer's model validation refuses the store (error 134060) for relationships with the Deny delete rule",
                              source: "Apple documentation 'Creating a Core Data Model for CloudKit' (Deny is unsupported); Core Data's PFCloudKitModelValidator"),
        triggering: [
            RuleExample("""
            <entity name="Folder">
                <!--↓--><relationship name="notes" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            </entity>
            """, model: CloudKitExample.model),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Folder">
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            </entity>
            """, model: CloudKitExample.model),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.cloudKitScope.flatMap { entity in
            entity.ownRelationships.filter { $0.declared.deleteRule == .deny }.map {
                Finding("CloudKit does not support the Deny delete rule of '\(entity.name).\($0.name)'",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
