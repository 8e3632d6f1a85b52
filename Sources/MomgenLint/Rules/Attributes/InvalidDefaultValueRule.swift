// invalid-default-value: a default value that does not parse for the attribute's type.
import MomgenDiagnostics
import MomgenModel

/// Flags defaults that are not a valid value of their attribute's type.
struct InvalidDefaultValueRule: Rule {
    let description = RuleDescription(
        id: "invalid-default-value", family: .attributes, severity: .error,
        rationale: "A default that does not parse for its type is silently dropped or crashes when the model loads",
        fixHint: "write the default in the attribute type's form (e.g. 42, 3.5, YES, a UUID)",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="count" attributeType="Integer 32" defaultValueString="abc" usesScalarValueType="YES"/>
                <!--↓--><attribute name="whole" attributeType="Integer 64" defaultValueString="1.5" usesScalarValueType="YES"/>
                <!--↓--><attribute name="flag" attributeType="Boolean" defaultValueString="maybe" usesScalarValueType="YES"/>
                <!--↓--><attribute name="ratio" attributeType="Double" defaultValueString="half" usesScalarValueType="YES"/>
                <!--↓--><attribute name="key" attributeType="UUID" defaultValueString="not-a-uuid"/>
                <!--↓--><attribute name="when" attributeType="Date" defaultDateTimeInterval="soon"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="count" attributeType="Integer 32" defaultValueString="-12" usesScalarValueType="YES"/>
                <attribute name="flag" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
                <attribute name="ratio" attributeType="Decimal" defaultValueString="0.25"/>
                <attribute name="wasFloat" attributeType="Integer 32" defaultValueString="0.0" usesScalarValueType="YES"/>
                <attribute name="key" attributeType="UUID" defaultValueString="E621E1F8-C36C-495A-93FC-0C247A3E6E5F"/>
                <attribute name="when" attributeType="Date" defaultDateTimeInterval="694224000"/>
                <attribute name="name" attributeType="String" defaultValueString="anything"/>
                <attribute name="wasBoolean" attributeType="Integer 16" defaultValueString="NO" usesScalarValueType="YES"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                let declared = attribute.declared
                let value: String
                let valid: Bool
                if let text = declared.defaultValueString {
                    value = text
                    switch declared.type {
                    // YES/NO on a number is boolean-default-on-number's (a warning).
                    case _ where declared.type.isNumeric:
                        valid = AttributeValues.number(text, for: declared.type) != nil || AttributeValues.isBoolean(text)
                    case .boolean: valid = AttributeValues.isBoolean(text)
                    case .uuid: valid = AttributeValues.isUUID(text.trimmedSpaces)
                    case .date: valid = AttributeValues.number(text, for: .double) != nil
                    default: valid = true
                    }
                } else if let interval = declared.defaultDateTimeInterval {
                    value = interval
                    valid = AttributeValues.number(interval, for: .double) != nil
                } else {
                    return nil
                }
                guard !valid else { return nil }
                return Finding("default value '\(value)' of '\(entity.name).\(attribute.name)' is not a valid \(declared.type.xcodeName)",
                               at: declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
