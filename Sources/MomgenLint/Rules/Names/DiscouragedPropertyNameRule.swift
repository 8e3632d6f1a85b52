// discouraged-property-name (opt-in): general Cocoa words Apple advises against.
import MomgenDiagnostics
import MomgenModel

/// Flags property names that overlap general Cocoa vocabulary.
struct DiscouragedPropertyNameRule: Rule {
    static let defaultNames = ["font", "color", "isEditing", "editing", "objectSpecifier", "value", "key", "version", "state", "identifier"]

    let description = RuleDescription(
        id: "discouraged-property-name", family: .names, severity: .warning,
        rationale: "Apple advises against very general names (font, color) and Cocoa terms (isEditing, objectSpecifier) that may collide with framework members",
        fixHint: "choose a more specific name, e.g. textColor, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        isOptIn: true,
        options: [RuleOptionDescription("names", default: "[font, color, isEditing, editing, objectSpecifier, value, key, version, state, identifier]",
                                        "the names to flag")],
        triggering: [
            RuleExample("""
            <entity name="Label">
                <!--↓--><attribute name="font" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="color" optional="YES" attributeType="String"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Label">
                <attribute name="fontName" optional="YES" attributeType="String"/>
                <attribute name="textColor" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let names = Set(context.options.strings("names", default: Self.defaultNames))
        return NamedElement.all(in: context, entities: false).filter { names.contains($0.name) }.map {
            Finding("property name \($0.quoted) is a general Cocoa name; choose a more specific one",
                    at: $0.location, entity: $0.entity, property: $0.property)
        }
    }
}
