// orphaned-by-nullify: an owner's to-many to children whose inverse is
// optional, with Nullify, where no other relationship leads to the children.
// Deleting the owner clears each child's back-reference and leaves the child
// in the store with nothing pointing at it (a run's GPS points, a post's link
// previews): orphans nothing deletes later. Found on real models by review.
import MomgenDiagnostics
import MomgenModel

/// Warns on Nullify to-many relationships whose destination nothing else reaches.
struct OrphanedByNullifyRule: Rule {
    let description = RuleDescription(
        id: "orphaned-by-nullify", family: .relationships, severity: .warning,
        rationale: "Deleting the owner nullifies each child's optional back-reference and leaves the children in the store; when no other relationship leads to them, nothing ever reaches or deletes them again",
        fixHint: "use the Cascade delete rule if the owner owns the children; keep Nullify only if the app fetches them on their own",
        triggering: [
            RuleExample("""
            <entity name="Run">
                <!--↓--><relationship name="points" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Point" inverseName="run" inverseEntity="Run"/>
            </entity>
            <entity name="Point">
                <relationship name="run" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="points" inverseEntity="Run"/>
            </entity>
            """),
        ],
        nonTriggering: [
            // Cascade, a required inverse (nullify-required-inverse's case), a shared destination.
            RuleExample("""
            <entity name="Run">
                <relationship name="points" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Point" inverseName="run" inverseEntity="Run"/>
                <relationship name="laps" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Lap" inverseName="run" inverseEntity="Run"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="runs" inverseEntity="Tag"/>
                <relationship name="shoes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Shoe" inverseName="run" inverseEntity="Shoe"/>
            </entity>
            <entity name="Point">
                <relationship name="run" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="points" inverseEntity="Run"/>
            </entity>
            <entity name="Lap">
                <relationship name="run" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="laps" inverseEntity="Run"/>
            </entity>
            <entity name="Tag">
                <relationship name="runs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Run" inverseName="tags" inverseEntity="Run"/>
            </entity>
            <entity name="Shoe">
                <relationship name="run" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Run" inverseName="shoes" inverseEntity="Run"/>
            </entity>
            <entity name="Closet">
                <relationship name="shoes" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Shoe"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let incoming = NullifyWithoutInverseRule.incomingCounts(context)
        return context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                let declared = relationship.declared
                guard declared.isToMany, declared.deleteRule == .nullify, !declared.isTransient,
                      let destination = relationship.destination, destination != entity.id, incoming[destination] == 1,
                      let inverseRef = relationship.inverse, let inverse = context.relationship(inverseRef),
                      !inverse.declared.isToMany, inverse.declared.isOptional else { return nil }
                let child = context.entities[destination].name
                return Finding("deleting \(Article.quoted(entity.name)) nullifies '\(child).\(inverse.name)' and leaves its '\(child)' objects in the store, and no other relationship leads to them: they are orphaned; use Cascade if \(Article.quoted(entity.name)) owns them",
                               at: declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
