// inheritance-cycle: entities whose parents form a loop.
import MomgenDiagnostics
import MomgenModel

/// Flags inheritance cycles (reported once, on the first entity of the loop).
struct InheritanceCycleRule: Rule {
    let description = RuleDescription(
        id: "inheritance-cycle", family: .entities, severity: .error,
        rationale: "An entity cannot be its own ancestor; tools that walk the hierarchy loop forever or crash",
        fixHint: "break the loop by clearing one entity's parent",
        evidence: RuleEvidence(.codeDoesNotCompile, "the generated classes inherit from each other and swiftc reports 'circular class inheritance'; the entity hierarchy has no root for the store's table",
                              source: "Swift compiler diagnostic for circular class inheritance; momgen's resolver reports the cycle"),
        triggering: [
            RuleExample("""
            <!--↓--><entity name="A" parentEntity="B"/>
            <entity name="B" parentEntity="A"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A"/>
            <entity name="B" parentEntity="A"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.resolutionFindings { if case .inheritanceCycle = $0 { return true }; return false }
    }
}
