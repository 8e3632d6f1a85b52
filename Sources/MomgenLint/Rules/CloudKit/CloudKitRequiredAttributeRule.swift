// cloudkit-required-attribute: non-optional attributes need a default for CloudKit.
import MomgenDiagnostics
import MomgenModel

/// Flags non-optional stored attributes without a default, on CloudKit entities.
struct CloudKitRequiredAttributeRule: Rule {
    let description = RuleDescription(
        id: "cloudkit-required-attribute", family: .cloudkit, severity: .error,
        rationale: "CloudKit integration requires every attribute to be optional or to have a default value, since records may arrive incomplete",
        fixHint: "give the attribute a default value (not in the version hash), or make it optional (this changes the entity's version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.runtimeFails, "NSPersistentCloudKitContainer refuses to load the store: error 134060 'CloudKit integration requires that all attributes be optional, or have a default value set. The following attributes are marked non-optional but do not have a default value: ...'",
                              source: "Core Data's PFCloudKitModelValidator; the message is observed in many public projects (../shared/research/lint-catalog.md I10)"),
        triggering: [
            RuleExample("""
            <entity name="Note">
                <!--↓--><attribute name="title" attributeType="String"/>
            </entity>
            """, model: CloudKitExample.model),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Note">
                <attribute name="title" attributeType="String" defaultValueString=""/>
                <attribute name="body" optional="YES" attributeType="String"/>
                <attribute name="cache" transient="YES" attributeType="String"/>
                <attribute name="created" attributeType="Date" defaultDateTimeInterval="0"/>
            </entity>
            """, model: CloudKitExample.model),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.cloudKitScope.flatMap { entity in
            entity.ownAttributes.filter {
                let a = $0.declared
                return !a.isOptional && !a.isTransient && !a.isDerived && !a.hasDefaultValue
            }.map {
                Finding("CloudKit requires '\(entity.name).\($0.name)' to be optional or to have a default value",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
