// duplicate-property-name: a property declared twice in an entity, or again in a sub-entity.
import MomgenDiagnostics
import MomgenModel

/// Flags repeated property names within an entity and its ancestors.
struct DuplicatePropertyNameRule: Rule {
    let description = RuleDescription(
        id: "duplicate-property-name", family: .names, severity: .error,
        rationale: "Property names must be unique across an entity and the entities it inherits from; the model does not compile otherwise",
        fixHint: "rename or remove one of the properties, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.codeDoesNotCompile, "the property is declared twice in the class or its subclass ('invalid redeclaration' / 'overriding declaration requires an override keyword'); NSEntityDescription.propertiesByName keeps only one",
                              source: "Swift compiler; NSEntityDescription.propertiesByName is keyed by name (Apple documentation)"),
        triggering: [
            RuleExample("""
            <entity name="Book">
                <attribute name="title" optional="YES" attributeType="String"/>
                <!--↓--><relationship name="title" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="title" inverseEntity="Book"/>
            </entity>
            <entity name="Base">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Sub" parentEntity="Base">
                <!--↓--><attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Base">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Sub" parentEntity="Base">
                <attribute name="nickname" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Other">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let lineage = LineageKeys(context.entities, key: { $0 })
        var findings: [Finding] = []
        for entity in context.entities {
            // Own properties come in `propertyNames` order, so the offset is the position.
            for (position, element) in context.index.ownProperties(of: entity.id).enumerated() {
                guard let property = element.property,
                      let first = lineage.first(at: position, in: entity) else { continue }
                let firstEntity = context.entities[first.entity].name
                let also = firstEntity == entity.name ? "" : " (also declared in '\(firstEntity)')"
                findings.append(Finding("property '\(entity.name).\(property)' is declared more than once\(also)",
                                        at: element.location, entity: entity.name, property: property))
            }
        }
        return findings
    }
}
