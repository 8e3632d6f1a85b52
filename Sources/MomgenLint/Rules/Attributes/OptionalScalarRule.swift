// optional-scalar (opt-in): an optional attribute generated as a non-optional scalar.
import MomgenDiagnostics
import MomgenModel

/// Flags optional numeric/Boolean attributes that use scalar types.
struct OptionalScalarRule: Rule {
    let description = RuleDescription(
        id: "optional-scalar", family: .attributes, severity: .info,
        rationale: "An optional attribute generated as a scalar cannot hold nil in code: nil reads as 0 or false",
        fixHint: "make the attribute non-optional with a default (this changes the entity's version hash: on a shipped model, do it in a new model version), or turn off Use Scalar Type (not in the version hash)",
        isOptIn: true,
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="score" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="score" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="bonus" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.filter {
                $0.declared.isOptional && $0.declared.usesScalarValueType == true && ($0.declared.type.isNumeric || $0.declared.type == .boolean)
            }.map {
                Finding("optional attribute '\(entity.name).\($0.name)' is generated as a non-optional scalar; nil reads as 0",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
