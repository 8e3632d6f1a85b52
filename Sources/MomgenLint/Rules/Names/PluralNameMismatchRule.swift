// plural-name-mismatch: a to-one relationship named with its destination's
// plural (`photos` → Photo) or a to-many named exactly like its destination
// (`photo` → Photo, to-many). Usually the relationship's kind or its name is a
// modelling slip; generated code reads wrong either way (`album.photo.count`).
import MomgenDiagnostics
import MomgenModel

/// Notes relationships whose name's number contradicts their kind.
struct PluralNameMismatchRule: Rule {
    let description = RuleDescription(
        id: "plural-name-mismatch", family: .names, severity: .info,
        rationale: "A to-one named like its destination's plural, or a to-many named like its destination, usually means the kind or the name is a slip",
        fixHint: "check whether the relationship should be to-many (or to-one), and name it to match, with the old name as its renaming identifier so stores keep its data (either change moves the version hash: on a shipped model, do it in a new model version)",
        triggering: [
            RuleExample("""
            <entity name="Album">
                <!--↓--><relationship name="coverPhotos" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Photo"/>
                <!--↓--><relationship name="tag" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag"/>
            </entity>
            <entity name="Photo"/>
            <entity name="Tag"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Album">
                <relationship name="coverPhoto" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Photo"/>
                <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag"/>
                <relationship name="settings" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Settings"/>
                <relationship name="children" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Album"/>
                <relationship name="media" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Media"/>
            </entity>
            <entity name="Photo"/>
            <entity name="Tag"/>
            <entity name="Settings"/>
            <entity name="Media"/>
            """),
        ])

    /// Words that are the same in singular and plural, or have no plural
    /// (`media`, `staff`): a to-many may rightly be named with them.
    static let uncountable: Set<String> = [
        "media", "data", "metadata", "info", "information", "gear", "food", "staff", "equipment", "content",
        "history", "inventory", "feedback", "music", "money", "news", "series", "species", "sheep", "fish",
        "deer", "people", "mail", "stuff", "evidence", "traffic", "weather", "work", "research", "advice",
        "knowledge", "software", "hardware", "furniture", "luggage", "baggage", "cattle", "aircraft", "police",
    ]

    /// The last word of a camel-case name, lowercased (`coverPhotos` → `photos`).
    static func lastWord(_ name: String) -> String {
        // The same word from bytes: it starts at the last uppercase letter.
        if let word = ASCIIName.ascii(name, { bytes in ASCIIName.lowercased(bytes[(bytes.lastIndex(where: ASCIIName.isUppercase) ?? 0)...]) }) {
            return word
        }
        var word = ""
        for character in name {
            if character.isUppercase { word = "" }
            word.append(character)
        }
        return word.lowercased()
    }

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownRelationships.compactMap { relationship -> Finding? in
                guard let destination = relationship.destination,
                      !ToOnePluralNameRule.isGeneratedInverseName(relationship.name) else { return nil }
                let target = Self.lastWord(context.entities[destination].name)
                let word = Self.lastWord(relationship.name)
                guard !target.isEmpty, !target.hasSuffix("s") else { return nil }
                let kind: String
                if relationship.declared.isToMany, word == target, !Self.uncountable.contains(word) {
                    kind = "to-many relationship '\(entity.name).\(relationship.name)' has a singular name"
                } else if !relationship.declared.isToMany, word == target + "s" || word == target + "es" {
                    kind = "to-one relationship '\(entity.name).\(relationship.name)' has a plural name"
                } else {
                    return nil
                }
                return Finding("\(kind) (its destination is '\(context.entities[destination].name)')",
                               at: relationship.declared.location, entity: entity.name, property: relationship.name)
            }
        }
    }
}
