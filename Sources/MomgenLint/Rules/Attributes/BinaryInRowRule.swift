// binary-without-external-storage (opt-in): Binary data stored in the SQLite row.
import MomgenDiagnostics
import MomgenModel

/// Flags stored Binary attributes without Allows External Storage.
struct BinaryInRowRule: Rule {
    let description = RuleDescription(
        id: "binary-without-external-storage", family: .attributes, severity: .info,
        rationale: "Large binary values stored in the row are loaded with every fetch of the object; Apple advises external storage or a separate entity",
        fixHint: "enable Allows External Storage, or move the data to its own entity behind a to-one relationship (either changes the entity's version hash: on a shipped model, do it in a new model version)",
        isOptIn: true,
        triggering: [
            RuleExample("""
            <entity name="Photo">
                <!--↓--><attribute name="image" optional="YES" attributeType="Binary"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Photo">
                <attribute name="image" optional="YES" attributeType="Binary" allowsExternalBinaryDataStorage="YES"/>
                <attribute name="thumbnailCache" optional="YES" transient="YES" attributeType="Binary"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            entity.ownAttributes.filter {
                $0.declared.type == .binary && !$0.declared.allowsExternalBinaryDataStorage && !$0.declared.isTransient
            }.map {
                Finding("binary attribute '\(entity.name).\($0.name)' is stored in the row; it does not allow external storage",
                        at: $0.declared.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
