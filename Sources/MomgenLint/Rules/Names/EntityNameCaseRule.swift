// entity-name-case: an entity name that starts with a lowercase letter.
import MomgenDiagnostics
import MomgenModel

/// Flags entity names that do not start with an uppercase letter.
struct EntityNameCaseRule: Rule {
    let description = RuleDescription(
        id: "entity-name-case", family: .names, severity: .warning,
        rationale: "Xcode requires entity names to begin with an uppercase letter, and they become class names",
        fixHint: "start the name with an uppercase letter, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="person"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Person"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        NamedElement.all(in: context, properties: false).filter { ASCIIName.startsLowercase($0.name) }.map {
            Finding("entity name \($0.quoted) should begin with an uppercase letter", at: $0.location, entity: $0.entity)
        }
    }
}
