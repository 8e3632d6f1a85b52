// min-greater-than-max: an attribute's minimum (value or length) above its maximum.
import MomgenDiagnostics
import MomgenModel

/// Flags attributes whose minimum exceeds their maximum.
struct MinGreaterThanMaxRule: Rule {
    let description = RuleDescription(
        id: "min-greater-than-max", family: .attributes, severity: .error,
        rationale: "No value can satisfy a minimum above the maximum, so every object with a value fails validation",
        fixHint: "swap or correct the minimum and maximum",
        evidence: RuleEvidence(.runtimeFails, "no value satisfies both bounds, so saving an object with a value fails validation (NSValidationNumberTooLargeError 1610 / NSValidationNumberTooSmallError 1620, the string-length errors 1660/1670, or the date errors 1630/1640)",
                              source: "Apple documentation of Core Data's validation error codes (CoreDataErrors.h)"),
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="rating" attributeType="Integer 16" minValueString="10" maxValueString="5" usesScalarValueType="YES"/>
                <!--↓--><attribute name="code" optional="YES" attributeType="String" minValueString="8" maxValueString="4"/>
                <!--↓--><attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="631152000" maxDateTimeInterval="0"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="rating" attributeType="Integer 16" minValueString="1" maxValueString="5" usesScalarValueType="YES"/>
                <attribute name="ratio" attributeType="Double" minValueString="-0.5" maxValueString="0.5" usesScalarValueType="YES"/>
                <attribute name="code" optional="YES" attributeType="String" minValueString="4" maxValueString="4"/>
                <attribute name="due" optional="YES" attributeType="Date" minDateTimeInterval="0" maxDateTimeInterval="631152000"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                let declared = attribute.declared
                if declared.type == .date {
                    // Date bounds are minDateTimeInterval / maxDateTimeInterval.
                    guard let min = DateValues.minimumText(declared).flatMap(DateValues.interval),
                          let max = DateValues.maximumText(declared).flatMap(DateValues.interval), min > max else { return nil }
                    return Finding("attribute '\(entity.name).\(attribute.name)' has earliest date \(DateValues.iso8601(min)), later than its latest date \(DateValues.iso8601(max))",
                                   at: declared.location, entity: entity.name, property: attribute.name)
                }
                guard let kind = AttributeValues.boundKind(declared.type),
                      let min = declared.minValueString.flatMap({ AttributeValues.bound($0, for: declared.type) }),
                      let max = declared.maxValueString.flatMap({ AttributeValues.bound($0, for: declared.type) }),
                      min > max else { return nil }
                return Finding("attribute '\(entity.name).\(attribute.name)' has minimum \(kind) \(AttributeValues.format(min)), greater than its maximum \(kind) \(AttributeValues.format(max))",
                               at: declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
