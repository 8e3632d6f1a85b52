// invalid-range-bound: a minimum or maximum that does not parse for the attribute's type.
import MomgenDiagnostics
import MomgenModel

/// Flags min/max values that are not numbers (or lengths) of the attribute's type.
struct InvalidRangeBoundRule: Rule {
    let description = RuleDescription(
        id: "invalid-range-bound", family: .attributes, severity: .warning,
        rationale: "A minimum or maximum that does not parse cannot validate what you meant; nothing shows momc refusing it, so the check you wrote silently does something else",
        fixHint: "write a number of the attribute's type (a length for String and Binary)",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="rating" attributeType="Integer 16" minValueString="one" usesScalarValueType="YES"/>
                <!--↓--><attribute name="code" optional="YES" attributeType="String" maxValueString="-3"/>
                <!--↓--><attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="yesterday"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="rating" attributeType="Integer 16" minValueString="1" maxValueString="5" usesScalarValueType="YES"/>
                <attribute name="code" optional="YES" attributeType="String" maxValueString="3"/>
                <attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="-31622400" maxDateTimeInterval="631152000"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            for attribute in entity.ownAttributes {
                let declared = attribute.declared
                if declared.type == .date {
                    for (label, text) in [("minimum", DateValues.minimumText(declared)), ("maximum", DateValues.maximumText(declared))] {
                        guard let text, DateValues.interval(text) == nil else { continue }
                        findings.append(Finding("\(label) date '\(text)' of '\(entity.name).\(attribute.name)' is not a time interval (seconds after 2001-01-01T00:00:00Z)",
                                                at: declared.location, entity: entity.name, property: attribute.name))
                    }
                    continue
                }
                guard let kind = AttributeValues.boundKind(declared.type) else { continue }
                for (label, text) in [("minimum", declared.minValueString), ("maximum", declared.maxValueString)] {
                    guard let text, AttributeValues.bound(text, for: declared.type) == nil else { continue }
                    let what = kind == "length" ? "a length" : "a valid \(declared.type.xcodeName)"
                    findings.append(Finding("\(label) '\(text)' of '\(entity.name).\(attribute.name)' is not \(what)",
                                            at: declared.location, entity: entity.name, property: attribute.name))
                }
            }
        }
        return findings
    }
}
