// insecure-value-transformer: a Transformable attribute with no transformer or an insecure one.
import MomgenDiagnostics
import MomgenModel

/// Flags Transformable attributes that decode with NSKeyedUnarchiver's insecure path.
struct InsecureValueTransformerRule: Rule {
    /// Transformers that unarchive without secure coding.
    static let insecure: Set<String> = ["NSKeyedUnarchiveFromData", "NSUnarchiveFromData"]

    let description = RuleDescription(
        id: "insecure-value-transformer", family: .attributes, severity: .warning,
        rationale: "Xcode warns that nil or insecure value transformers are deprecated; such values will become unreadable when Core Data switches to secure decoding",
        fixHint: "set the transformer to NSSecureUnarchiveFromData or a subclass of NSSecureUnarchiveFromDataTransformer",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="colors" optional="YES" attributeType="Transformable" customClassName="[String]"/>
                <!--↓--><attribute name="legacy" optional="YES" attributeType="Transformable" valueTransformerName="NSKeyedUnarchiveFromData"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="colors" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
                <attribute name="custom" optional="YES" attributeType="Transformable" valueTransformerName="ColorTransformer"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                let declared = attribute.declared
                guard declared.type == .transformable else { return nil }
                let name = declared.valueTransformerName?.trimmedSpaces ?? ""
                guard name.isEmpty || Self.insecure.contains(name) else { return nil }
                let which = name.isEmpty ? "a nil" : "the insecure '\(name)'"
                return Finding("attribute '\(entity.name).\(attribute.name)' is using \(which) value transformer",
                               at: declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}
