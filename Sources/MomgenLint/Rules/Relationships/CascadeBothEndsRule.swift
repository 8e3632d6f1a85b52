// cascade-both-ends: a relationship and its inverse both cascade.
import MomgenDiagnostics
import MomgenModel

/// Flags inverse pairs where both sides use the Cascade delete rule.
struct CascadeBothEndsRule: Rule {
    let description = RuleDescription(
        id: "cascade-both-ends", family: .relationships, severity: .warning,
        rationale: "When both ends cascade, deleting either object deletes the other and everything reachable through further cascades (not reported on a one-to-one where one side requires the other: those two are made and deleted together)",
        fixHint: "cascade from the owning side only and nullify on the other",
        triggering: [
            RuleExample("""
            <entity name="User">
                <!--↓--><relationship name="profile" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Profile" inverseName="user" inverseEntity="Profile"/>
            </entity>
            <entity name="Profile">
                <relationship name="user" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="User" inverseName="profile" inverseEntity="User"/>
            </entity>
            """),
        ],
        nonTriggering: [
            // A one-to-one where one side requires the other (issue 33:
            // xdripswift's M5Stack requires its BLEPeripheral).
            RuleExample("""
            <entity name="M5Stack">
                <relationship name="blePeripheral" maxCount="1" deletionRule="Cascade" destinationEntity="BLEPeripheral" inverseName="m5Stack" inverseEntity="BLEPeripheral"/>
            </entity>
            <entity name="BLEPeripheral">
                <relationship name="m5Stack" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="M5Stack" inverseName="blePeripheral" inverseEntity="M5Stack"/>
            </entity>
            """),
            // A to-one cascading into a to-many is cascade-to-shared's finding,
            // on the line that should change.
            RuleExample("""
            <entity name="Order">
                <relationship name="lines" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Line" inverseName="order" inverseEntity="Line"/>
            </entity>
            <entity name="Line">
                <relationship name="order" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Order" inverseName="lines" inverseEntity="Order"/>
            </entity>
            """),
            RuleExample("""
            <entity name="Order">
                <relationship name="lines" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Line" inverseName="order" inverseEntity="Line"/>
            </entity>
            <entity name="Line">
                <relationship name="order" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Order" inverseName="lines" inverseEntity="Order"/>
            </entity>
            """),
        ])

    /// Whether two to-ones, inverses of each other, are one object split in
    /// two: at least one side is required.
    static func isComposed(_ a: Relationship, _ b: Relationship) -> Bool {
        !a.isToMany && !b.isToMany && (!a.isOptional || !b.isOptional)
    }

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            for relationship in entity.ownRelationships where relationship.declared.deleteRule == .cascade {
                guard let ref = relationship.inverse, let inverse = context.relationship(ref),
                      inverse.declared.deleteRule == .cascade else { continue }
                // cascade-to-shared already reports such a pair, on the side
                // that should change; one finding per problem.
                if CascadeToSharedRule.applies(relationship.declared, inverse: inverse.declared)
                    || CascadeToSharedRule.applies(inverse.declared, inverse: relationship.declared) { continue }
                // A one-to-one where one side requires the other is one thing in
                // two entities (xdripswift's device and its BLEPeripheral): they
                // are made together, and deleting them together is the point.
                if Self.isComposed(relationship.declared, inverse.declared) { continue }
                // Report each pair once, on the side declared first in the file.
                let inverseFirst = (ref.entity, inverse.declared.location) < (entity.id, relationship.declared.location)
                if inverseFirst, inverse.inverse?.entity == entity.id, inverse.inverse?.name == relationship.name { continue }
                findings.append(Finding(
                    "relationship '\(entity.name).\(relationship.name)' and its inverse '\(context.entities[ref.entity].name).\(ref.name)' both cascade; deleting either deletes the other",
                    at: relationship.declared.location, entity: entity.name, property: relationship.name))
            }
        }
        return findings
    }
}
