// relationship-count-range: minimum count above maximum, or counts that are not numbers.
import MomgenDiagnostics
import MomgenModel

/// Flags impossible or malformed relationship counts.
struct RelationshipCountRangeRule: Rule {
    let description = RuleDescription(
        id: "relationship-count-range", family: .relationships, severity: .error,
        rationale: "A minimum count above the maximum (0 means unbounded) can never validate, so every save of a non-empty relationship fails",
        fixHint: "lower the minimum count or raise the maximum count (this changes the entity's version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.runtimeFails, "no count satisfies both bounds, so saving an object whose relationship is non-empty fails with NSValidationRelationshipExceedsMaximumCountError (1590) or NSValidationRelationshipLacksMinimumCountError (1580)",
                              source: "Apple documentation of NSRelationshipDescription.minCount/maxCount and the Core Data validation error codes"),
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" toMany="YES" minCount="5" maxCount="2" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
                <!--↓--><relationship name="c" optional="YES" toMany="YES" minCount="many" deletionRule="Nullify" destinationEntity="A" inverseName="c" inverseEntity="A"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" toMany="YES" minCount="2" maxCount="5" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
                <relationship name="c" optional="YES" toMany="YES" minCount="3" maxCount="0" deletionRule="Nullify" destinationEntity="A" inverseName="c" inverseEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            for relationship in entity.ownRelationships {
                let declared = relationship.declared
                let at = declared.location
                for bad in declared.malformedCounts {
                    findings.append(Finding("relationship '\(entity.name).\(relationship.name)' has \(bad.name) '\(bad.value)', which is not a non-negative integer",
                                            at: at, entity: entity.name, property: relationship.name))
                }
                if let min = declared.minCount, let max = declared.maxCount, max > 0, min > max {
                    findings.append(Finding("relationship '\(entity.name).\(relationship.name)' has minimum count \(min), greater than its maximum count \(max)",
                                            at: at, entity: entity.name, property: relationship.name))
                }
            }
        }
        return findings
    }
}
