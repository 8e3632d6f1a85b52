// inconsistent-ownership: one entity has a Deny relationship and a Cascade or
// Nullify relationship to the same destination entity: two answers to "what
// happens to these objects when this one goes".
import MomgenDiagnostics
import MomgenModel

/// Notes entities whose relationships to one destination disagree about ownership.
struct InconsistentOwnershipRule: Rule {
    let description = RuleDescription(
        id: "inconsistent-ownership", family: .relationships, severity: .info,
        rationale: "Deny on one relationship and Cascade or Nullify on a sibling to the same entity say both 'these objects block deletion' and 'these objects go with it or stay': usually one of the two delete rules is a slip",
        fixHint: "decide whether this entity owns the destination's objects and give its relationships to it matching delete rules (the delete rule is not in the version hash)",
        triggering: [
            RuleExample("""
            <entity name="Project">
                <!--↓--><relationship name="openTasks" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Task" inverseName="openIn" inverseEntity="Task"/>
                <relationship name="doneTasks" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Task" inverseName="doneIn" inverseEntity="Task"/>
            </entity>
            <entity name="Task">
                <relationship name="openIn" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Project" inverseName="openTasks" inverseEntity="Project"/>
                <relationship name="doneIn" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Project" inverseName="doneTasks" inverseEntity="Project"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Project">
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Deny" destinationEntity="User"/>
                <relationship name="tasks" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Task"/>
            </entity>
            <entity name="User"/>
            <entity name="Task"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            let relationships = entity.ownRelationships.filter { !$0.declared.isTransient }
            return relationships.compactMap { deny -> Finding? in
                guard deny.declared.deleteRule == .deny, let destination = deny.destination,
                      let sibling = relationships.first(where: {
                          $0.destination == destination && ($0.declared.deleteRule == .cascade || $0.declared.deleteRule == .nullify)
                      }) else { return nil }
                return Finding("'\(entity.name).\(deny.name)' denies deletion while its sibling '\(entity.name).\(sibling.name)' to the same entity '\(context.entities[destination].name)' uses \(sibling.declared.deleteRule.xcodeName)",
                               at: deny.declared.location, entity: entity.name, property: deny.name)
            }
        }
    }
}
