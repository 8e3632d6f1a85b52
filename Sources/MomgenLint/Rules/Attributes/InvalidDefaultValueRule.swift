// invalid-default-value: a default value that does not parse for the attribute's type.
// A warning, not an error: production apps ship with Boolean defaults `100`
// and `0.0` and a UUID default `empy`, so momc does not refuse them. The
// message says what the app gets instead (FoundationReading).
import MomgenDiagnostics
import MomgenModel

/// Flags defaults that are not a valid value of their attribute's type.
struct InvalidDefaultValueRule: Rule {
    let description = RuleDescription(
        id: "invalid-default-value", family: .attributes, severity: .warning,
        rationale: "A default that is not written in its type's form does not stop the build (apps ship with Boolean defaults 100 and 0.0), but the app gets what Foundation reads from the text (100 is YES, 0.0 is NO, a malformed UUID is no default), which is rarely what was meant; a Date's default is its defaultDateTimeInterval, as Core Data reads it",
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
                <!--↓--><attribute name="hundred" attributeType="Boolean" defaultValueString="100" usesScalarValueType="YES"/>
                <!--↓--><attribute name="wasDouble" attributeType="Boolean" defaultValueString="0.0" usesScalarValueType="YES"/>
                <!--↓--><attribute name="typo" optional="YES" attributeType="UUID" defaultValueString="empy"/>
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
                <attribute name="xcode4" attributeType="Date" defaultValueString="2010-01-01 00:00:00 +0000" defaultDateTimeInterval="283996800"/>
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
                if declared.type == .date, let text = DateValues.defaultText(declared) {
                    // Core Data reads defaultDateTimeInterval; an Xcode 4 display
                    // text beside it ("2010-01-01") is not the default.
                    value = text
                    valid = DateValues.interval(text) != nil
                } else if let text = declared.defaultValueString {
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
                let outcome = FoundationReading.outcome(value, for: declared.type).map { ": the app gets \($0)" } ?? ""
                return Finding("default value '\(value)' of '\(entity.name).\(attribute.name)' is not a valid \(declared.type.xcodeName)\(outcome)",
                               at: declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
