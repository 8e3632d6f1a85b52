// cloudkit-cross-configuration-relationship: a relationship leaving its CloudKit configuration.
import MomgenDiagnostics
import MomgenModel

/// Flags relationships from an entity in a CloudKit configuration to an entity outside it.
struct CloudKitCrossConfigurationRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-cross-configuration-relationship", family: .cloudkit, severity: .error,
        rationale: "Apple: entities in a configuration must not have relationships to entities in another configuration",
        fixHint: "add the destination to the configuration, or replace the relationship with a stored identifier",
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer's model validation refuses the store (error 134060) when a relationship leaves the store's configuration",
                              source: "Apple documentation 'Creating a Core Data Model for CloudKit' (entities must not relate across configurations); Core Data's PFCloudKitModelValidator"),
        triggering: [
            RuleExample("""
            <entity name="Note">
                <!--↓--><relationship name="device" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Device" inverseName="notes" inverseEntity="Device"/>
            </entity>
            <entity name="Device">
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="device" inverseEntity="Note"/>
            </entity>
            <configuration name="Cloud" usedWithCloudKit="YES">
                <memberEntity name="Note"/>
            </configuration>
            <configuration name="Local">
                <memberEntity name="Device"/>
            </configuration>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Note">
                <relationship name="device" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Device" inverseName="notes" inverseEntity="Device"/>
            </entity>
            <entity name="Device">
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="device" inverseEntity="Note"/>
            </entity>
            <configuration name="Cloud" usedWithCloudKit="YES">
                <memberEntity name="Note"/>
                <memberEntity name="Device"/>
            </configuration>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for configuration in context.model.declared.configurations where configuration.isUsedWithCloudKit {
            let members = Set(configuration.members.map(\.name))
            for name in configuration.members.map(\.name) {
                guard let entity = context.model.entity(named: name) else { continue }
                for relationship in entity.ownRelationships {
                    guard let destination = relationship.destination, !members.contains(context.entities[destination].name) else { continue }
                    findings.append(Finding("relationship '\(entity.name).\(relationship.name)' in CloudKit configuration '\(configuration.name)' points to '\(context.entities[destination].name)', which is not in that configuration",
                                            at: relationship.declared.location, entity: entity.name, property: relationship.name))
                }
            }
        }
        return findings
    }
}
