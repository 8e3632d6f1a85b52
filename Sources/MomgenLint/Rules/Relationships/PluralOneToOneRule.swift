// plural-one-to-one: a to-one relationship with a plural name whose inverse
// is to-one too. The name says a campsite has reservations; the pair allows
// one reservation per campsite and one campsite per reservation, so assigning
// a second reservation silently unlinks the first (Core Data clears the old
// inverse). Found by review on real models (rw-campgroundmanager, iNaturalist
// 2.17), where to-one-plural-name only noted it: the inverse being to-one is
// what turns a naming slip into lost links, so this one warns.
import MomgenDiagnostics
import MomgenModel

/// Warns on one-to-one relationships named as plurals.
struct PluralOneToOneRule: Rule {
    let description = RuleDescription(
        id: "plural-one-to-one", family: .relationships, severity: .warning,
        rationale: "A to-one named as a plural whose inverse is to-one too allows one object on each side: assigning a second one (a campsite's second reservation) silently unlinks the first, because Core Data clears the old inverse",
        fixHint: "make the plural side to-many if it holds several objects (that changes the entity's version hash: do it in a new model version); otherwise give it a singular name and set the old name as its renaming identifier",
        supersedes: ["to-one-plural-name", "plural-name-mismatch"],
        triggering: [
            RuleExample("""
            <entity name="Campsite">
                <!--↓--><relationship name="reservations" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Reservation" inverseName="campsite" inverseEntity="Reservation"/>
            </entity>
            <entity name="Reservation">
                <relationship name="campsite" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Campsite" inverseName="reservations" inverseEntity="Campsite"/>
            </entity>
            """),
        ],
        nonTriggering: [
            // A to-many side, a singular name, a counted noun.
            RuleExample("""
            <entity name="Campsite">
                <relationship name="reservations" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Reservation" inverseName="campsite" inverseEntity="Reservation"/>
                <relationship name="stats" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="Stats" inverseName="campsite" inverseEntity="Stats"/>
            </entity>
            <entity name="Reservation">
                <relationship name="campsite" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Campsite" inverseName="reservations" inverseEntity="Campsite"/>
            </entity>
            <entity name="Stats">
                <relationship name="campsite" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Campsite" inverseName="stats" inverseEntity="Campsite"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                guard !relationship.declared.isToMany, let destination = relationship.destination,
                      let inverseRef = relationship.inverse, let inverse = context.relationship(inverseRef),
                      !inverse.declared.isToMany, !ToOnePluralNameRule.isGeneratedInverseName(relationship.name) else { return nil }
                let word = PluralNameMismatchRule.lastWord(relationship.name)
                let target = context.entities[destination].name
                // A destination named the same way (`settings` → CitySettings) is one object.
                guard ToOnePluralNameRule.isPlural(word), PluralNameMismatchRule.lastWord(target) != word else { return nil }
                return Finding("'\(entity.name).\(relationship.name)' has a plural name, but it and its inverse '\(target).\(inverse.name)' are both to-one: \(Article.quoted(entity.name)) holds one '\(target)', and linking a second one unlinks the first",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
