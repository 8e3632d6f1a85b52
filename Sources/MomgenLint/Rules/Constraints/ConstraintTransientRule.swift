// constraint-transient: a uniqueness constraint naming a transient property.
import MomgenDiagnostics
import MomgenModel

/// Flags uniqueness constraints over transient attributes or relationships.
struct ConstraintTransientRule: Rule {
    let description = RuleDescription(
        id: "constraint-transient", family: .constraints, severity: .warning,
        rationale: "Transient properties are not stored, so the store has no column to enforce a constraint on and the uniqueness you meant is not enforced",
        fixHint: "constrain a stored attribute, or make the property persistent (this changes the entity's version hash: on a shipped model, do it in a new model version)",
        triggering: [
            RuleExample("""
            <entity name="User">
                <attribute name="slug" optional="YES" transient="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <!--↓--><uniquenessConstraint>
                        <constraint value="slug"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="User">
                <attribute name="slug" optional="YES" attributeType="String"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="slug"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            NamedMember.constraints(of: entity).compactMap { member in
                let transient: Bool
                switch entity.property(named: member.name) {
                case let .attribute(a)?: transient = a.declared.isTransient
                case let .relationship(r)?: transient = r.declared.isTransient
                default: transient = false
                }
                guard transient else { return nil }
                return Finding("\(member.container) of '\(entity.name)' names transient property '\(member.name)', which is not stored",
                               at: member.location, entity: entity.name, property: member.name)
            }
        }
    }
}
