// constraint-unknown-property: a uniqueness constraint naming no property.
import MomgenDiagnostics
import MomgenModel

/// Flags uniqueness constraints that name properties the entity does not have.
struct ConstraintUnknownPropertyRule: Rule {
    let description = RuleDescription(
        id: "constraint-unknown-property", family: .constraints, severity: .error,
        rationale: "A constraint on a property that does not exist makes the model fail to load",
        fixHint: "name an existing attribute or to-one relationship, or remove it from the constraint",
        evidence: RuleEvidence(.runtimeFails, "the constraint names no property of the entity, so the store cannot build its UNIQUE index and adding the store fails",
                              source: "Apple documentation of NSEntityDescription.uniquenessConstraints (names must be properties of the entity)"),
        triggering: [
            RuleExample("""
            <entity name="User">
                <attribute name="email" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <!--↓--><uniquenessConstraint>
                        <constraint value="mail"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Base">
                <attribute name="id" optional="YES" attributeType="UUID"/>
            </entity>
            <entity name="User" parentEntity="Base">
                <attribute name="email" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="email"/>
                        <constraint value="id"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            NamedMember.constraints(of: entity).filter { entity.property(named: $0.name) == nil }.map {
                Finding("\($0.container) of '\(entity.name)' names '\($0.name)', which is not a property of '\(entity.name)'",
                        at: $0.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
