// ordered-to-one: only to-many relationships can be ordered.
import MomgenDiagnostics
import MomgenModel

/// Flags to-one relationships marked ordered.
struct OrderedToOneRule: Rule {
    let description = RuleDescription(
        id: "ordered-to-one", family: .relationships, severity: .warning,
        rationale: "Ordering applies to to-many relationships only; on a to-one the flag is a leftover (Xcode keeps it when a relationship becomes to-one) that orders nothing and that generators handle inconsistently, yet it is part of the entity's version hash",
        fixHint: "clearing the Ordered flag changes the entity's version hash, so on a shipped model do it in a new model version (stores then migrate, lightweight); on an unreleased model clear it in place, or make the relationship to-many",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" ordered="YES" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <relationship name="items" optional="YES" toMany="YES" deletionRule="Nullify" ordered="YES" destinationEntity="A" inverseName="items" inverseEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.filter { $0.declared.isOrdered && !$0.declared.isToMany }.map {
                Finding("to-one relationship '\(entity.name).\($0.name)' is marked ordered; only to-many relationships can be ordered, so the flag orders nothing, but it is in the version hash: clearing it needs a new model version",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
