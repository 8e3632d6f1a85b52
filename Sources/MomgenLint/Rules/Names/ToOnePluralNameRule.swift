// to-one-plural-name: a to-one relationship whose name reads as a plural
// (`touristSpots`, maxCount 1), whatever its destination is called. The
// mirror of a to-many with a singular name; plural-name-mismatch covers the
// case where the name is the destination's own plural.
import MomgenDiagnostics
import MomgenModel

/// Notes to-one relationships with plural names.
struct ToOnePluralNameRule: Rule {
    let description = RuleDescription(
        id: "to-one-plural-name", family: .names, severity: .info,
        rationale: "A to-one named as a plural (touristSpots, maxCount 1) reads as a collection in code (place.touristSpots is one object); usually the relationship was meant to be to-many, or the name is a slip",
        fixHint: "make the relationship to-many if it holds several objects (this changes the entity's version hash: on a shipped model, do it in a new model version), otherwise give it a singular name and set the old name as its renaming identifier (a rename also changes the hash)",
        supersedes: ["plural-name-mismatch"],
        triggering: [
            RuleExample("""
            <entity name="City">
                <!--↓--><relationship name="touristSpots" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Place"/>
            </entity>
            <entity name="Place"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="City">
                <relationship name="touristSpots" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Place"/>
                <relationship name="settings" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="CitySettings"/>
                <relationship name="status" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Place"/>
                <relationship name="address" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Place"/>
                <relationship name="news" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Place"/>
                <relationship name="bus" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Place"/>
            </entity>
            <entity name="Place"/>
            <entity name="CitySettings"/>
            """),
            // Issue 33's false findings: counted nouns (a stats record's
            // `errors` tally) and the `inverse…` names tools generate.
            RuleExample("""
            <entity name="Stats">
                <relationship name="errors" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="ErrorCount"/>
                <relationship name="series" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Chart"/>
                <relationship name="inverseErrors" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Report"/>
            </entity>
            <entity name="ErrorCount"/>
            <entity name="Chart"/>
            <entity name="Report"/>
            """),
        ])

    /// Endings of singular words that end in `s` (`status`, `address`, `analysis`, `physics`).
    static let singularEndings = ["ss", "us", "is", "ics", "as", "os", "ous"]

    /// Plural nouns that name one thing: a tally or a set of figures (a
    /// stats record's `errors`), or words whose singular is the same.
    static let countedNouns: Set<String> = [
        "errors", "stats", "statistics", "counts", "totals", "metrics", "analytics", "results", "scores", "points",
        "news", "series", "species", "settings", "preferences", "options", "details", "credentials", "contents",
        "lyrics", "means", "odds", "headquarters", "premises", "thanks", "goods", "earnings", "savings",
    ]

    /// Whether `word` (lowercase) reads as a plural.
    static func isPlural(_ word: String) -> Bool {
        guard word.count > 3, word.hasSuffix("s"), !PluralNameMismatchRule.uncountable.contains(word),
              !countedNouns.contains(word) else { return false }
        return !singularEndings.contains { word.hasSuffix($0) }
    }

    /// Whether `name` is one a plural-name rule leaves alone: the `inverse…`
    /// names tools generate for the back side of a relationship.
    static func isGeneratedInverseName(_ name: String) -> Bool {
        name.hasPrefix("inverse") && name.count > 7
    }

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                guard !relationship.declared.isToMany, let destination = relationship.destination else { return nil }
                guard !Self.isGeneratedInverseName(relationship.name) else { return nil }
                let word = PluralNameMismatchRule.lastWord(relationship.name)
                // A destination named the same way (`settings` → CitySettings) is one object.
                guard Self.isPlural(word), PluralNameMismatchRule.lastWord(context.entities[destination].name) != word else { return nil }
                return Finding("to-one relationship '\(entity.name).\(relationship.name)' has a plural name but holds one '\(context.entities[destination].name)'",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
