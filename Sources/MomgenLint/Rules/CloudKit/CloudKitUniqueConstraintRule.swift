// cloudkit-unique-constraint: CloudKit does not support uniqueness constraints.
import MomgenDiagnostics
import MomgenModel

/// Flags uniqueness constraints on entities synced with CloudKit.
struct CloudKitUniqueConstraintRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-unique-constraint", family: .cloudkit, severity: .error,
        rationale: "NSPersistentCloudKitContainer refuses to load a store whose entities have uniqueness constraints",
        fixHint: "remove the constraint and deduplicate in code after imports",
        // With CloudKit, the constraint must go whatever its attributes are.
        supersedes: ["unique-optional-attribute"],
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer refuses to load the store: error 134060 'CloudKit integration does not support unique constraints. The following entities are constrained: ...'",
                              source: "Core Data's PFCloudKitModelValidator; the message is observed in many public projects"),
        triggering: [
            RuleExample("""
            <entity name="Tag">
                <attribute name="name" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <!--↓--><uniquenessConstraint>
                        <constraint value="name"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            <configuration name="Cloud" usedWithCloudKit="YES">
                <memberEntity name="Tag"/>
            </configuration>
            """),
        ],
        nonTriggering: [
            // Constraints are fine outside CloudKit configurations.
            RuleExample("""
            <entity name="Tag">
                <attribute name="name" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="name"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            <configuration name="Local">
                <memberEntity name="Tag"/>
            </configuration>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.cloudKitScope.flatMap { entity in
            entity.declared.uniquenessConstraints.map {
                Finding("CloudKit does not support unique constraints, but '\(entity.name)' is constrained on \($0.properties.joined(separator: ", "))",
                        at: $0.location, entity: entity.name)
            }
        }
    }
}
