// undefined-attribute-type: Undefined is only allowed for transient attributes.
import MomgenDiagnostics
import MomgenModel

/// Flags stored attributes of type Undefined.
struct UndefinedAttributeTypeRule: Rule {
    let description = RuleDescription(
        id: "undefined-attribute-type", family: .attributes, severity: .error,
        rationale: "Apple allows the Undefined type only for transient attributes; a stored Undefined attribute makes the model fail to compile",
        fixHint: "choose a type, or mark the attribute transient (either changes the entity's version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.momcRefuses, "Apple allows the Undefined type only on transient attributes, so a stored one is not a valid model (the exact momc message is not confirmed here)",
                              source: "Apple documentation, NSAttributeType.undefinedAttributeType: 'you can only use the undefined attribute type for transient attributes'"),
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="payload" optional="YES"/>
                <!--↓--><attribute name="other" optional="YES" attributeType="Undefined"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="cache" optional="YES" transient="YES"/>
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.filter { $0.declared.type == .undefined && !$0.declared.isTransient }.map {
                Finding("attribute '\(entity.name).\($0.name)' has type Undefined but is not transient",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
