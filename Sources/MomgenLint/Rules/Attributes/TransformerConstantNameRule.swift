// transformer-constant-name: the transformer is given as a constant's symbol name.
import MomgenDiagnostics
import MomgenModel

/// Flags `valueTransformerName` values that name a Swift/ObjC constant instead of the transformer.
struct TransformerConstantNameRule: Rule {
    let description = RuleDescription(
        id: "transformer-constant-name", family: .attributes, severity: .warning,
        rationale: "NSSecureUnarchiveFromDataTransformerName is the constant's symbol, not its value: Core Data maps that one name to NSSecureUnarchiveFromData when the model loads, but for any other constant's symbol it logs 'no NSValueTransformer with class name ... was found' and the attribute gets no transformer of that name",
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
                // Core Data itself replaces exactly this symbol name when it loads
                // the model (NSAttributeDescription); other readers do not.
                let consequence = name == "NSSecureUnarchiveFromDataTransformerName"
                    ? "Core Data maps it to '\(value)' when the model loads, other readers of the model do not"
                    : "Core Data finds no transformer of that name; its value is '\(value)'"
                return Finding("value transformer '\(name)' of '\(entity.name).\(attribute.name)' is a constant's name: \(consequence)",
                               at: attribute.declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
