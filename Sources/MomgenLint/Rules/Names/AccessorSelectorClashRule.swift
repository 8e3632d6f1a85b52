// accessor-selector-clash: two properties whose names differ only in the case
// of their first letter (`url` and `Url`) share one setter selector.
import MomgenDiagnostics
import MomgenModel

/// Flags properties, in an entity and its ancestors, whose setters would
/// have the same Objective-C selector.
///
/// Key-value coding and Core Data capitalise the first letter of a key to
/// form its setter (`protocol` → `setProtocol:`, `Protocol` → `setProtocol:`),
/// so the two properties cannot both have accessors: generated Swift does
/// not compile ("setter for 'protocol' with Objective-C selector
/// 'setProtocol:' conflicts with setter for 'Protocol'"), and `setValue(_:forKey:)`
/// reaches one property for both keys.
struct AccessorSelectorClashRule: Rule {
    let description = RuleDescription(
        id: "accessor-selector-clash", family: .names, severity: .error,
        rationale: "Names that differ only in the case of the first letter give the same setter (setUrl: for url and Url): generated Swift does not compile and key-value coding cannot tell the properties apart",
        fixHint: "rename one of the properties, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.codeDoesNotCompile, "both properties get the same Objective-C setter (setUrl:), and swiftc reports 'setter for ... with Objective-C selector ... conflicts with setter for ...'",
                              source: "Swift compiler's Objective-C selector conflict check on @NSManaged properties"),
        triggering: [
            RuleExample("""
            <entity name="Link">
                <attribute name="url" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="Url" optional="YES" attributeType="URI"/>
            </entity>
            <entity name="Base">
                <attribute name="kind" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Sub" parentEntity="Base">
                <!--↓--><attribute name="Kind" optional="YES" attributeType="String"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Link">
                <attribute name="url" optional="YES" attributeType="String"/>
                <attribute name="uRL" optional="YES" attributeType="String"/>
                <attribute name="urlString" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    /// The part of the setter selector a name decides: `url` → `Url`.
    static func setterKey(_ name: String) -> String {
        ASCIIName.capitalizingFirst(name)
    }

    func check(_ context: LintContext) -> [Finding] {
        let lineage = LineageKeys(context.entities, key: Self.setterKey)
        var findings: [Finding] = []
        for entity in context.entities {
            // Own properties come in `propertyNames` order, so the offset is the position.
            for (position, element) in context.index.ownProperties(of: entity.id).enumerated() {
                guard let property = element.property,
                      let first = lineage.first(at: position, in: entity), first.name != property else { continue }
                let key = lineage.key(at: position, in: entity.id)
                findings.append(Finding(
                    "property '\(entity.name).\(property)' has the same setter (set\(key):) as '\(first.name)'",
                    at: element.location, entity: entity.name, property: property))
            }
        }
        return findings
    }
}
