// inverse-entity-mismatch: `inverseEntity` differs from `destinationEntity`.
import MomgenDiagnostics
import MomgenModel

/// Flags relationships whose inverse entity is not their destination.
struct InverseEntityMismatchRule: Rule {
    let description = RuleDescription(
        id: "inverse-entity-mismatch", family: .relationships, severity: .error,
        rationale: "Xcode always writes the destination as the inverse entity; a different one comes from a bad merge or hand edit",
        fixHint: "set inverseEntity to the destination entity",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="C"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            <entity name="C"/>
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
        context.resolutionFindings { if case .inverseEntityMismatch = $0 { return true }; return false }
    }
}
