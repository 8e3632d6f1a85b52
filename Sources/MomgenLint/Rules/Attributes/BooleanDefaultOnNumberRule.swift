// boolean-default-on-number: `YES`/`NO` (or true/false) as the default of a
// numeric attribute, which Xcode leaves behind when a Boolean attribute's type
// is changed to a number. A smell, not a crash: models like this ship.
import MomgenDiagnostics
import MomgenModel

/// Flags numeric attributes whose default is a Boolean literal.
struct BooleanDefaultOnNumberRule: Rule {
    let description = RuleDescription(
        id: "boolean-default-on-number", family: .attributes, severity: .warning,
        rationale: "Xcode compiles a Boolean literal as the default of a number attribute without complaint (it is left over when a Boolean attribute becomes a number), but the literal is not a number, so the text does not say which default Core Data ends up with",
        fixHint: "write the default as a number, 0 or 1 (a default is not part of the version hash: no new model version needed)",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="count" attributeType="Integer 16" defaultValueString="NO" usesScalarValueType="YES"/>
                <!--↓--><attribute name="level" attributeType="Integer 32" defaultValueString="YES" usesScalarValueType="YES"/>
                <!--↓--><attribute name="ratio" attributeType="Double" defaultValueString="true" usesScalarValueType="YES"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="count" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="level" attributeType="Integer 32" defaultValueString="1" usesScalarValueType="YES"/>
                <attribute name="flag" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                <attribute name="label" attributeType="String" defaultValueString="YES"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                let declared = attribute.declared
                guard declared.type.isNumeric, let text = declared.defaultValueString,
                      AttributeValues.number(text, for: declared.type) == nil, AttributeValues.isBoolean(text) else { return nil }
                // What a number reading of the text gives (NSString.integerValue: "YES" is 0).
                let gets = FoundationReading.outcome(text, for: declared.type) ?? "0"
                let meant = FoundationReading.bool(text) ? "1" : "0"
                let note = gets == meant ? "the app gets \(gets), which matches by luck" : "the app gets \(gets), not the \(meant) the literal suggests"
                return Finding("default '\(text)' of \(declared.type.xcodeName) attribute '\(entity.name).\(attribute.name)' is a Boolean literal, not a number: read as a number (NSString.integerValue), \(note)",
                               at: declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
