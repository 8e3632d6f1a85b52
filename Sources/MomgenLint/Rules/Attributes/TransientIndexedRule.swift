// transient-indexed: a transient attribute marked indexed or used in a fetch index.
import MomgenDiagnostics
import MomgenModel

/// Flags transient attributes that are indexed.
struct TransientIndexedRule: Rule {
    let description = RuleDescription(
        id: "transient-indexed", family: .attributes, severity: .warning,
        rationale: "Transient attributes are not stored, so the store cannot index them; the index is ignored",
        fixHint: "remove the index (not in the version hash), or make the attribute persistent (this changes the entity's version hash: on a shipped model, do it in a new model version)",
        triggering: [
            RuleExample("""
            <entity name="A">
                <!--↓--><attribute name="cache" optional="YES" transient="YES" attributeType="String" indexed="YES"/>
                <attribute name="sortKey" optional="YES" transient="YES" attributeType="String"/>
                <fetchIndex name="bySortKey">
                    <!--↓--><fetchIndexElement property="sortKey" type="Binary" order="ascending"/>
                </fetchIndex>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A">
                <attribute name="name" optional="YES" attributeType="String" indexed="YES"/>
                <attribute name="cache" optional="YES" transient="YES" attributeType="String"/>
                <fetchIndex name="byName">
                    <fetchIndexElement property="name" type="Binary" order="ascending"/>
                </fetchIndex>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            for attribute in entity.ownAttributes where attribute.declared.isTransient && attribute.declared.isIndexed {
                findings.append(Finding("transient attribute '\(entity.name).\(attribute.name)' is marked indexed, but transient attributes are not stored",
                                        at: attribute.declared.location, entity: entity.name, property: attribute.name))
            }
            for index in entity.declared.fetchIndexes {
                for element in index.elements {
                    guard let name = element.property, case let .attribute(attribute)? = entity.property(named: name),
                          attribute.declared.isTransient else { continue }
                    findings.append(Finding("fetch index '\(index.name)' of '\(entity.name)' uses transient attribute '\(name)', which is not stored",
                                            at: element.location, entity: entity.name, property: name))
                }
            }
        }
        return findings
    }
}
