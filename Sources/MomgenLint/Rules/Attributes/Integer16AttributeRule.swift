// integer-16-attribute (opt-in): Integer 16 overflows easily.
import MomgenDiagnostics
import MomgenModel

/// Flags Integer 16 attributes.
struct Integer16AttributeRule: Rule {
    let description = RuleDescription(
        id: "integer-16-attribute", family: .attributes, severity: .info,
        rationale: "Integer 16 holds only -32768...32767; counters and identifiers outgrow it and wrap or fail",
        fixHint: "use Integer 32 or Integer 64 unless the range is known to be small (a type change moves the version hash: on a shipped model, do it in a new model version)",
        isOptIn: true,
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="views" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="views" optional="YES" attributeType="Integer 64" usesScalarValueType="YES"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.filter { $0.declared.type == .integer16 }.map {
                Finding("attribute '\(entity.name).\($0.name)' is Integer 16 (-32768...32767)",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
