// to-one-max-count: a to-one relationship with a maximum count other than 1.
import MomgenDiagnostics
import MomgenModel

/// Flags to-one relationships whose `maxCount` is not 1.
struct ToOneMaxCountRule: Rule {
    let description = RuleDescription(
        id: "to-one-max-count", family: .relationships, severity: .warning,
        rationale: "Xcode writes maxCount 1 for to-one relationships; another value means the relationship was meant to be to-many or was edited by hand",
        fixHint: "make the relationship to-many, or set its maximum count to 1 (either changes the entity's version hash: on a shipped model, do it in a new model version)",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="5" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
                <relationship name="c" optional="YES" toMany="YES" maxCount="5" deletionRule="Nullify" destinationEntity="A" inverseName="c" inverseEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship in
                guard !relationship.declared.isToMany, let max = relationship.declared.maxCount, max != 1 else { return nil }
                return Finding("to-one relationship '\(entity.name).\(relationship.name)' has maximum count \(max)",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
