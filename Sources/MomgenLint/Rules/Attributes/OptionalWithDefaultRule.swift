// optional-with-default: an optional attribute that also has a default value.
import MomgenDiagnostics
import MomgenModel

/// Flags attributes that are optional and have a default value.
struct OptionalWithDefaultRule: Rule {
    let description = RuleDescription(
        id: "optional-with-default", family: .attributes, severity: .warning,
        rationale: "An optional attribute with a default mixes two answers to 'what if there is no value': decide whether nil is a valid value",
        fixHint: "clear Optional if the default is the real fallback, or remove the default if nil is meaningful",
        options: [RuleOptionDescription("ignore-numeric-zero", default: "true",
                                        "skip numeric attributes whose default is 0, which Xcode adds to every new numeric attribute")],
        triggering: [
            RuleExample("""
            <entity name="Book">
                <!--↓--><attribute name="title" optional="YES" attributeType="String" defaultValueString="Untitled"/>
                <!--↓--><attribute name="price" optional="YES" attributeType="Double" defaultValueString="9.99" usesScalarValueType="YES"/>
                <!--↓--><attribute name="archived" optional="YES" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <!--↓--><attribute name="published" optional="YES" attributeType="Date" defaultDateTimeInterval="0"/>
            </entity>
            """),
            RuleExample("""
            <entity name="Book">
                <!--↓--><attribute name="rating" optional="YES" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
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
                <attribute name="title" attributeType="String" defaultValueString="Untitled"/>
                <attribute name="subtitle" optional="YES" attributeType="String"/>
            </entity>
            """),
            RuleExample("""
            <entity name="Book">
                <attribute name="count" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="ratio" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let ignoreZero = context.options.bool("ignore-numeric-zero", default: true)
        return context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                let declared = attribute.declared
                guard declared.isOptional, let value = declared.defaultValueString ?? declared.defaultDateTimeInterval else { return nil }
                if ignoreZero, declared.type.isNumeric, AttributeValues.number(value, for: declared.type) == 0 { return nil }
                return Finding("attribute '\(entity.name).\(attribute.name)' is optional but also has default value '\(value)'",
                               at: declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
