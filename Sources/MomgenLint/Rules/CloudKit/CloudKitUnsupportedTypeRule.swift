// cloudkit-unsupported-attribute-type: Undefined and ObjectID attributes cannot sync.
import MomgenDiagnostics
import MomgenModel

/// Flags stored Undefined and ObjectID attributes on CloudKit entities.
struct CloudKitUnsupportedTypeRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-unsupported-attribute-type", family: .cloudkit, severity: .error,
        rationale: "Apple: Undefined and objectID attribute types are not supported by CloudKit",
        fixHint: "change the type, or make the attribute transient (either changes the entity's version hash: on a shipped model, do it in a new model version)",
        // Both say: give the attribute a real type.
        supersedes: ["undefined-attribute-type"],
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer's model validation refuses the store (error 134060) for Undefined and objectID attributes",
                              source: "Apple documentation 'Creating a Core Data Model for CloudKit' (unsupported features); Core Data's PFCloudKitModelValidator"),
        triggering: [
            RuleExample("""
            <entity name="Link">
                <!--↓--><attribute name="target" optional="YES" attributeType="ObjectID"/>
            </entity>
            """, model: CloudKitExample.model),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Link">
                <attribute name="target" optional="YES" attributeType="URI"/>
                <attribute name="scratch" optional="YES" transient="YES"/>
            </entity>
            """, model: CloudKitExample.model),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.cloudKitScope.flatMap { entity in
            entity.ownAttributes.filter {
                ($0.declared.type == .undefined || $0.declared.type == .objectID) && !$0.declared.isTransient
            }.map {
                Finding("CloudKit does not support the \($0.declared.type.xcodeName) type of '\(entity.name).\($0.name)'",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
