// missing-inverse: a to-one relationship without an inverse.
import MomgenDiagnostics
import MomgenModel

/// Flags to-one relationships that have no inverse.
struct MissingInverseRule: Rule {
    let description = RuleDescription(
        id: "missing-inverse", family: .relationships, severity: .warning,
        rationale: "Without an inverse Core Data cannot keep both sides consistent: deleting the destination leaves the source pointing at a deleted object and skips its validation",
        fixHint: "add a relationship on the destination entity and make the two inverses of each other",
        triggering: [
            RuleExample("""
            <entity name="Book">
                <!--↓--><relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author"/>
            </entity>
            <entity name="Author"/>
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
        InverseCheck.withoutInverse(context, toMany: false).map { entity, relationship in
            Finding("relationship '\(entity.name).\(relationship.name)' should have an inverse",
                    at: relationship.declared.location, entity: entity.name, property: relationship.name)
        }
    }
}

/// Shared by the two missing-inverse rules.
enum InverseCheck {
    /// Own relationships with a destination and no `inverseName`, that no
    /// other relationship names as its inverse.
    static func withoutInverse(_ context: LintContext, toMany: Bool) -> [(ResolvedEntity, ResolvedRelationship)] {
        var named: Set<String> = []
        for entity in context.entities {
            for relationship in entity.ownRelationships {
                if let inverse = relationship.inverse { named.insert("\(inverse.entity).\(inverse.name)") }
            }
        }
        var result: [(ResolvedEntity, ResolvedRelationship)] = []
        for entity in context.entities {
            for relationship in entity.ownRelationships where relationship.declared.isToMany == toMany {
                guard relationship.destination != nil, (relationship.declared.inverseName ?? "").isEmpty,
                      !named.contains("\(entity.id).\(relationship.name)") else { continue }
                result.append((entity, relationship))
            }
        }
        return result
    }
}
