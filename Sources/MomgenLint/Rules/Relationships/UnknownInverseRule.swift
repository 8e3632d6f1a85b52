// unknown-inverse: `inverseName` names no relationship of the destination.
import MomgenDiagnostics
import MomgenModel

/// Flags inverses that do not exist on the destination entity.
struct UnknownInverseRule: Rule {
    let description = RuleDescription(
        id: "unknown-inverse", family: .relationships, severity: .error,
        rationale: "An inverse that names no relationship of the destination links nothing: Core Data keeps only one side of the pair, and the other side is never updated or deleted with it",
        fixHint: "pick an existing relationship of the destination as the inverse, or clear the inverse",
        evidence: RuleEvidence(.dataLost, "the inverse names no relationship, so Core Data keeps only one side of the pair and the other side is never updated or deleted with it",
                              source: "Apple documentation of NSRelationshipDescription.inverseRelationship (a relationship of the destination entity, or nil: a name that matches none leaves it nil)"),
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="nothing" inverseEntity="B"/>
            </entity>
            <entity name="B"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.resolutionFindings { if case .missingInverse = $0 { return true }; return false }
    }
}
