// property-name-case: a property name that starts with an uppercase letter.
import MomgenDiagnostics
import MomgenModel

/// Flags property names that do not start with a lowercase letter.
struct PropertyNameCaseRule: Rule {
    let description = RuleDescription(
        id: "property-name-case", family: .names, severity: .warning,
        rationale: "Xcode requires property names to begin with a lowercase letter; KVC accessors for capitalized names are ambiguous",
        fixHint: "start the name with a lowercase letter, and set the old name as the property's renaming identifier so existing stores keep its data (renaming changes the version hash: on a shipped model do it in a new model version)",
        triggering: [
            RuleExample("""
            <entity name="Person">
                <!--↓--><attribute name="Name" optional="YES" attributeType="String"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Person">
                <attribute name="name" optional="YES" attributeType="String"/>
                <attribute name="_cache" optional="YES" transient="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        NamedElement.all(in: context, entities: false).filter { ASCIIName.startsUppercase($0.name) }.map {
            Finding("\($0.kind) name \($0.quoted) should begin with a lowercase letter", at: $0.location, entity: $0.entity, property: $0.property)
        }
    }
}
