// missing-destination: a relationship with no destination, or one that names no entity.
import MomgenDiagnostics
import MomgenModel

/// Flags dangling relationship destinations.
struct MissingDestinationRule: Rule {
    let description = RuleDescription(
        id: "missing-destination", family: .relationships, severity: .error,
        rationale: "A relationship must point at an entity of the model: without one Core Data cannot build it and generated code cannot give it a type, so it does not compile",
        fixHint: "choose the destination entity, or delete the relationship",
        evidence: RuleEvidence(.codeDoesNotCompile, "the relationship has no destination, so its Swift type cannot be written; Core Data cannot build an NSRelationshipDescription without a destination entity",
                              source: "Apple documentation of NSRelationshipDescription.destinationEntity (a relationship's type is its destination's class, which Xcode's class generation writes)"),
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="gone" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Removed"/>
                <!--↓--><relationship name="unset" optional="YES" maxCount="1" deletionRule="Nullify"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <relationship name="selfLink" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="selfLink" inverseEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.resolutionFindings { if case .missingDestination = $0 { return true }; return false }
    }
}
