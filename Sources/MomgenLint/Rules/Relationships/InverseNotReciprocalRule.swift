// inverse-not-reciprocal: A.r names B.s as its inverse, but B.s does not name A.r back.
import MomgenDiagnostics
import MomgenModel

/// Flags inverse pairs that are linked from one side only or to a third relationship.
struct InverseNotReciprocalRule: Rule {
    let description = RuleDescription(
        id: "inverse-not-reciprocal", family: .relationships, severity: .warning,
        rationale: "A half-linked inverse pair makes Core Data maintain each side from its own description, so one side of the graph can change without the other; momc itself only warns ('The inverse relationship for ... does not reciprocate an inverse relationship')",
        fixHint: "set each relationship's inverse to the other one",
        triggering: [
            // B.a has no inverse at all.
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
            </entity>
            """),
            // B.a's inverse is A.other, not A.b.
            RuleExample("""
            <entity name="A">
                <!--↓--><relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
                <relationship name="other" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="other" inverseEntity="A"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            """),
            // The inverse lives on the destination's parent entity; inherited inverses count.
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Sub" inverseName="a" inverseEntity="Sub"/>
            </entity>
            <entity name="Base">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A" inverseName="b" inverseEntity="A"/>
            </entity>
            <entity name="Sub" parentEntity="Base"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            for relationship in entity.ownRelationships {
                guard let ref = relationship.inverse, let inverse = context.relationship(ref) else { continue }
                if let back = inverse.inverse, back.entity == entity.id, back.name == relationship.name { continue }
                let inverseName = "\(context.entities[ref.entity].name).\(ref.name)"
                let problem: String
                if let back = inverse.inverse {
                    problem = "whose inverse is '\(context.entities[back.entity].name).\(back.name)'"
                } else {
                    problem = "which has no inverse"
                }
                findings.append(Finding(
                    "the inverse of '\(entity.name).\(relationship.name)' is '\(inverseName)', \(problem); the inverse does not reciprocate",
                    at: relationship.declared.location, entity: entity.name, property: relationship.name))
            }
        }
        return findings
    }
}
