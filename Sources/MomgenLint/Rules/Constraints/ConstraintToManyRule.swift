// constraint-to-many: a uniqueness constraint naming a to-many relationship.
import MomgenDiagnostics
import MomgenModel

/// Flags uniqueness constraints over to-many relationships.
struct ConstraintToManyRule: Rule {
    let description = RuleDescription(
        id: "constraint-to-many", family: .constraints, severity: .error,
        rationale: "Uniqueness constraints can name attributes and to-one relationships only; a to-many relationship has no column to constrain",
        fixHint: "constrain an attribute instead",
        evidence: RuleEvidence(.runtimeFails, "a uniqueness constraint needs a column; loading the model or adding the store rejects a to-many element",
                              source: "Apple documentation of NSEntityDescription.uniquenessConstraints: elements are attribute names or to-one relationships"),
        triggering: [
            RuleExample("""
            <entity name="Team">
                <relationship name="members" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Team" inverseName="members" inverseEntity="Team"/>
                <uniquenessConstraints>
                    <!--↓--><uniquenessConstraint>
                        <constraint value="members"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Team">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="league" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Team" inverseName="league" inverseEntity="Team"/>
                <uniquenessConstraints>
                    <uniquenessConstraint>
                        <constraint value="name"/>
                        <constraint value="league"/>
                    </uniquenessConstraint>
                </uniquenessConstraints>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            NamedMember.constraints(of: entity).compactMap { member in
                guard case let .relationship(relationship)? = entity.property(named: member.name), relationship.declared.isToMany else { return nil }
                return Finding("\(member.container) of '\(entity.name)' names to-many relationship '\(member.name)'",
                               at: member.location, entity: entity.name, property: member.name)
            }
        }
    }
}
