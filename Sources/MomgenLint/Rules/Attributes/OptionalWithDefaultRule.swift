// optional-with-default: an optional attribute of an object type (String,
// Date, UUID, URI, Binary, Transformable) that also has a default value: the
// classic slip, where nil and the default both mean "no value". Booleans and
// numbers with a default are graded apart (optional-number-with-default, info):
// on real models they are mostly deliberate.
import MomgenDiagnostics
import MomgenModel

/// Flags object-typed attributes that are optional and have a default value.
struct OptionalWithDefaultRule: Rule {
    /// Shared with optional-number-with-default: the two ways out, and what each costs on a shipped model.
    static let fixHint = "clear Optional if the default is the real fallback (that changes the entity's version hash, so on a shipped model do it in a new model version), or remove the default if nil is meaningful (defaults are not in the hash)"

    let description = RuleDescription(
        id: "optional-with-default", family: .attributes, severity: .warning,
        rationale: "An optional String, Date, UUID, URI or data attribute with a default mixes two answers to 'what if there is no value': new objects get the default, but nil stays valid, so code must handle both",
        fixHint: OptionalWithDefaultRule.fixHint,
        triggering: [
            RuleExample("""
            <entity name="Book">
                <!--↓--><attribute name="title" optional="YES" attributeType="String" defaultValueString="Untitled"/>
                <!--↓--><attribute name="note" optional="YES" attributeType="String" defaultValueString=""/>
                <!--↓--><attribute name="published" optional="YES" attributeType="Date" defaultDateTimeInterval="0"/>
                <!--↓--><attribute name="key" optional="YES" attributeType="UUID" defaultValueString="E621E1F8-C36C-495A-93FC-0C247A3E6E5F"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Book">
                <attribute name="title" attributeType="String" defaultValueString="Untitled"/>
                <attribute name="subtitle" optional="YES" attributeType="String"/>
            </entity>
            """),
            // Booleans and numbers are optional-number-with-default's.
            RuleExample("""
            <entity name="Book">
                <attribute name="archived" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        OptionalDefaults.find(in: context, numbers: false).map { entity, attribute, value -> Finding in
            // A Date's default is an interval; it reads as the date it means.
            let shown = attribute.declared.type == .date ? "default date \(DateValues.describe(value))" : "default value '\(value)'"
            return Finding("optional \(attribute.declared.type.xcodeName) attribute '\(entity.name).\(attribute.name)' also has \(shown)",
                           at: attribute.declared.location, entity: entity.name, property: attribute.name)
        }
    }
}
