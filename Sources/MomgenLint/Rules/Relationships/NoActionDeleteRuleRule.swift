// no-action-delete-rule: the No Action delete rule leaves dangling references.
import MomgenDiagnostics
import MomgenModel

/// Flags relationships with the No Action delete rule.
struct NoActionDeleteRuleRule: Rule {
    let description = RuleDescription(
        id: "no-action-delete-rule", family: .relationships, severity: .warning,
        rationale: "With No Action, deleting the source leaves its destinations pointing at a deleted object unless the app fixes them by hand",
        fixHint: "use Nullify (or Cascade / Deny) unless the app updates the inverse itself",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="1" deletionRule="No Action" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """),
        ],
        nonTriggering: [
            // No inverse: deleting an A leaves no B pointing at it.
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="No Action" destinationEntity="B"/>
            </entity>
            <entity name="B"/>
            """),
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Deny" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            // Without an inverse nothing points back at a deleted source, so
            // nothing dangles (missing-inverse says what is wrong there).
            entity.ownRelationships.filter { $0.declared.deleteRule == .noAction && $0.declared.inverseName?.isEmpty == false }.map {
                Finding("relationship '\(entity.name).\($0.name)' uses the No Action delete rule, an advanced setting",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
