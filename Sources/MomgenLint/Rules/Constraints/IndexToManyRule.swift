// index-to-many: a fetch index or compound index naming a to-many relationship.
// A warning, not an error: Core Data's NSFetchIndexElementDescription accepts
// relationships of either kind, and production apps ship models with such
// an element, so nothing shows that it breaks; it is only useless.
import MomgenDiagnostics
import MomgenModel

/// Flags index elements over to-many relationships.
struct IndexToManyRule: Rule {
    let description = RuleDescription(
        id: "index-to-many", family: .constraints, severity: .warning,
        rationale: "A to-many relationship has no column in the entity's table: Core Data accepts the index element (NSFetchIndexElementDescription takes any relationship) and shipping apps carry such indexes, but the element covers no column and speeds up no fetch",
        fixHint: "index the inverse to-one relationship on the destination instead",
        triggering: [
            RuleExample("""
            <entity name="Album">
                <relationship name="songs" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Album" inverseName="songs" inverseEntity="Album"/>
                <fetchIndex name="bySongs">
                    <!--↓--><fetchIndexElement property="songs" type="Binary" order="ascending"/>
                </fetchIndex>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Album">
                <relationship name="artist" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Album" inverseName="artist" inverseEntity="Album"/>
                <fetchIndex name="byArtist">
                    <fetchIndexElement property="artist" type="Binary" order="ascending"/>
                </fetchIndex>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            NamedMember.indexes(of: entity).compactMap { member in
                guard case let .relationship(relationship)? = entity.property(named: member.name), relationship.declared.isToMany else { return nil }
                return Finding("\(member.container) of '\(entity.name)' names to-many relationship '\(member.name)', which has no column in the entity's table: this element indexes nothing",
                               at: member.location, entity: entity.name, property: member.name)
            }
        }
    }
}
