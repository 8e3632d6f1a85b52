// missing-inverse: a to-one relationship without an inverse.
import MomgenDiagnostics
import MomgenModel

/// Flags to-one relationships that have no inverse.
struct MissingInverseRule: Rule {
    let description = RuleDescription(
        id: "missing-inverse", family: .relationships, severity: .warning,
        rationale: "Without an inverse Core Data cannot keep both sides consistent: deleting the destination leaves the source pointing at a deleted object and skips its validation",
        fixHint: "add a relationship on the destination entity (or link the one the message names) and make the two inverses of each other",
        triggering: [
            RuleExample("""
            <entity name="Book">
                <!--↓--><relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>
            </entity>
            <entity name="Author"/>
            """),
            // Two relationships without inverses that point at each other's
            // entities are one finding, on the first, saying to link them.
            RuleExample("""
            <entity name="Book">
                <!--↓--><relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>
            </entity>
            <entity name="Author">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book"/>
            </entity>
            """),
            // Two to-ones pair only when each is named after the other's
            // entity: a conversation has many messages, one of them the last
            // (threema), so these are two findings, not a one-to-one.
            RuleExample("""
            <entity name="Conversation">
                <!--↓--><relationship name="lastMessage" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Message"/>
            </entity>
            <entity name="Message">
                <!--↓--><relationship name="conversation" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Conversation"/>
            </entity>
            """),
            RuleExample("""
            <entity name="User">
                <!--↓--><relationship name="profile" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Profile"/>
            </entity>
            <entity name="Profile">
                <relationship name="user" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="User"/>
            </entity>
            """),
            // Two self-relationships are not taken for halves of one.
            RuleExample("""
            <entity name="Skill">
                <!--↓--><relationship name="requires" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Skill"/>
                <!--↓--><relationship name="excludes" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Skill"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Book">
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            </entity>
            <entity name="Author">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            </entity>
            """),
            // The second of such a pair is not reported again.
            RuleExample("""
            <entity name="Author">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book"/>
            </entity>
            <entity name="Book">
                <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>
            </entity>
            """),
            // A relationship another one names as its inverse is reported by inverse-not-reciprocal instead.
            RuleExample("""
            <entity name="A">
                <relationship name="b" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="B" inverseName="a" inverseEntity="B"/>
            </entity>
            <entity name="B">
                <relationship name="a" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="A"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        InverseCheck.findings(context, toMany: false) { entity, relationship in
            "relationship '\(entity.name).\(relationship.name)' should have an inverse"
        }
    }
}
