// missing-inverse-to-many: a to-many relationship without an inverse.
import MomgenDiagnostics
import MomgenModel

/// Flags to-many relationships that have no inverse.
struct MissingToManyInverseRule: Rule {
    let description = RuleDescription(
        id: "missing-inverse-to-many", family: .relationships, severity: .warning,
        rationale: "A to-many relationship without an inverse is an advanced setting: deletes of the destination are not propagated and the join is not kept consistent",
        fixHint: "add a to-one or to-many relationship on the destination entity and make the two inverses of each other",
        triggering: [
            RuleExample("""
            <entity name="Author">
                <!--↓--><relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book"/>
            </entity>
            <entity name="Book"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Author">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            </entity>
            <entity name="Book">
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            </entity>
            """),
            // A to-one without an inverse is missing-inverse's finding, not this rule's.
            RuleExample("""
            <entity name="Book">
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>
            </entity>
            <entity name="Author"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        InverseCheck.findings(context, toMany: true) { entity, relationship in
            "to-many relationship '\(entity.name).\(relationship.name)' does not have an inverse"
        }
    }
}
