// transformer-constant-name: the transformer is given as a constant's symbol name.
import MomgenDiagnostics
import MomgenModel

/// Flags `valueTransformerName` values that name a Swift/ObjC constant instead of the transformer.
struct TransformerConstantNameRule: Rule {
    let description = RuleDescription(
        id: "transformer-constant-name", family: .attributes, severity: .error,
        rationale: "NSSecureUnarchiveFromDataTransformerName is the constant's symbol, not its value; at run time no transformer of that name is found",
        fixHint: "use the registered name, e.g. NSSecureUnarchiveFromData",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromDataTransformerName"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="tags" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData"/>
                <attribute name="color" optional="YES" attributeType="Transformable" valueTransformerName="ColorValueTransformer"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                guard let name = attribute.declared.valueTransformerName, name.hasPrefix("NS"), name.hasSuffix("TransformerName") else { return nil }
                let value = String(name.dropLast("TransformerName".count))
                return Finding("value transformer '\(name)' of '\(entity.name).\(attribute.name)' is a constant's name; its value is '\(value)'",
                               at: attribute.declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
