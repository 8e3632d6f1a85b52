// optional-number-with-default: an optional Boolean or number with a default.
// Usually deliberate (a tri-state flag, a sentinel), so a note, not a warning.
import MomgenDiagnostics
import MomgenModel

/// Notes optional Boolean and numeric attributes that also have a default.
struct OptionalNumberWithDefaultRule: Rule {
    let description = RuleDescription(
        id: "optional-number-with-default", family: .attributes, severity: .info,
        rationale: "An optional Boolean or number with a default is often deliberate (nil as 'not set', or a sentinel such as -1), but code that reads it through a non-optional scalar sees nil as 0 or false: check that both nil and the default are meant",
        fixHint: OptionalWithDefaultRule.fixHint,
        options: [RuleOptionDescription("ignore-numeric-zero", default: "true",
                                        "skip numeric attributes whose default is 0, which Xcode adds to every new numeric attribute")],
        triggering: [
            RuleExample("""
            <entity name="Book">
                <!--↓--><attribute name="price" optional="YES" attributeType="Double" defaultValueString="9.99" usesScalarValueType="YES"/>
                <!--↓--><attribute name="archived" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <!--↓--><attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="-1" usesScalarValueType="YES"/>
                <attribute name="count" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            </entity>
            """),
            // With the option off, Xcode's automatic zeros are reported too.
            RuleExample("""
            <entity name="Book">
                <!--↓--><attribute name="count" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
            </entity>
            """, options: "ignore-numeric-zero: false"),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Book">
                <attribute name="count" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="ratio" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="archived" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="title" optional="YES" attributeType="String" defaultValueString="Untitled"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let ignoreZero = context.options.bool("ignore-numeric-zero", default: true)
        return OptionalDefaults.find(in: context, numbers: true).compactMap { entity, attribute, value in
            let type = attribute.declared.type
            if ignoreZero, type.isNumeric, AttributeValues.number(value, for: type) == 0 { return nil }
            return Finding("optional \(type.xcodeName) attribute '\(entity.name).\(attribute.name)' also has default value '\(value)'",
                           at: attribute.declared.location, entity: entity.name, property: attribute.name)
        }
    }
}
