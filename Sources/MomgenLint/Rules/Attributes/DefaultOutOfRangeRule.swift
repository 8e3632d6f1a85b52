// default-out-of-range: a default outside the attribute's min/max or integer width.
import MomgenDiagnostics
import MomgenModel

/// Flags defaults that the attribute's own validation would reject.
struct DefaultOutOfRangeRule: Rule {
    let description = RuleDescription(
        id: "default-out-of-range", family: .attributes, severity: .error,
        rationale: "A default outside the attribute's minimum/maximum (or its integer width) makes every new object fail validation until the value is changed",
        fixHint: "move the default inside the range, or widen the range",
        evidence: RuleEvidence(.runtimeFails, "every new object starts with the default, so saving it without changing the value fails validation (NSValidationNumberTooLargeError 1610 / NSValidationNumberTooSmallError 1620; for dates NSValidationDateTooLateError 1630 / NSValidationDateTooSoonError 1640)",
                              source: "Apple documentation of Core Data's validation error codes (CoreDataErrors.h)"),
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="rating" attributeType="Integer 16" minValueString="1" maxValueString="5" defaultValueString="0" usesScalarValueType="YES"/>
                <!--↓--><attribute name="small" attributeType="Integer 16" defaultValueString="40000" usesScalarValueType="YES"/>
                <!--↓--><attribute name="code" attributeType="String" minValueString="3" defaultValueString="ab"/>
                <!--↓--><attribute name="due" attributeType="Date" minDateTimeInterval="631152000" defaultDateTimeInterval="0"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="rating" attributeType="Integer 16" minValueString="1" maxValueString="5" defaultValueString="3" usesScalarValueType="YES"/>
                <attribute name="big" attributeType="Integer 32" defaultValueString="40000" usesScalarValueType="YES"/>
                <attribute name="code" attributeType="String" minValueString="2" maxValueString="4" defaultValueString="abc"/>
                <attribute name="due" attributeType="Date" minDateTimeInterval="0" maxDateTimeInterval="631152000" defaultDateTimeInterval="283996800"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                let declared = attribute.declared
                if declared.type == .date { return Self.dateFinding(entity, attribute) }
                guard let text = declared.defaultValueString, let kind = AttributeValues.boundKind(declared.type) else { return nil }
                let value: Double
                if kind == "length" {
                    guard declared.type == .string else { return nil }
                    value = Double(text.count)
                } else {
                    guard let number = AttributeValues.number(text, for: declared.type) else { return nil }
                    value = number
                }
                // Spelled out only for a finding: most defaults are in range.
                var name: String { "'\(entity.name).\(attribute.name)'" }
                if let range = AttributeValues.integerRange(declared.type), !range.contains(value) {
                    return Finding("default value \(text) of \(name) does not fit in \(declared.type.xcodeName) (\(AttributeValues.format(range.lowerBound))...\(AttributeValues.format(range.upperBound)))",
                                   at: declared.location, entity: entity.name, property: attribute.name)
                }
                let min = declared.minValueString.flatMap { AttributeValues.bound($0, for: declared.type) }
                let max = declared.maxValueString.flatMap { AttributeValues.bound($0, for: declared.type) }
                if let min, value < min {
                    return Finding("default \(kind == "length" ? "'\(text)' of \(name) is shorter than the minimum length" : "value \(text) of \(name) is below the minimum") \(AttributeValues.format(min))",
                                   at: declared.location, entity: entity.name, property: attribute.name)
                }
                if let max, value > max {
                    return Finding("default \(kind == "length" ? "'\(text)' of \(name) is longer than the maximum length" : "value \(text) of \(name) is above the maximum") \(AttributeValues.format(max))",
                                   at: declared.location, entity: entity.name, property: attribute.name)
                }
                return nil
            }
        }
    }

    /// A Date default outside `minDateTimeInterval`...`maxDateTimeInterval`
    /// (Core Data's Date bounds), with the instants printed as dates.
    static func dateFinding(_ entity: ResolvedEntity, _ attribute: ResolvedAttribute) -> Finding? {
        let declared = attribute.declared
        guard let value = DateValues.defaultText(declared).flatMap(DateValues.interval) else { return nil }
        let name = "'\(entity.name).\(attribute.name)'"
        if let min = DateValues.minimumText(declared).flatMap(DateValues.interval), value < min {
            return Finding("default date \(DateValues.iso8601(value)) of \(name) is before its earliest allowed date \(DateValues.iso8601(min))",
                           at: declared.location, entity: entity.name, property: attribute.name)
        }
        if let max = DateValues.maximumText(declared).flatMap(DateValues.interval), value > max {
            return Finding("default date \(DateValues.iso8601(value)) of \(name) is after its latest allowed date \(DateValues.iso8601(max))",
                           at: declared.location, entity: entity.name, property: attribute.name)
        }
        return nil
    }
}
