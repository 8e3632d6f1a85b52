// placeholder-name: a name Xcode gives new elements (`Entity`, `attribute1`, …).
import MomgenDiagnostics
import MomgenModel

/// Flags entities and properties still carrying Xcode's placeholder names.
struct PlaceholderNameRule: Rule {
    let description = RuleDescription(
        id: "placeholder-name", family: .names, severity: .info,
        rationale: "Xcode names new elements Entity, attribute and relationship (older versions newAttribute, newRelationship); a name left unchanged is usually a forgotten draft",
        fixHint: "give the element a meaningful name, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Entity1">
                <!--↓--><attribute name="attribute" optional="YES" attributeType="String"/>
                <!--↓--><relationship name="relationship2" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Entity1" inverseName="relationship2" inverseEntity="Entity1"/>
            </entity>
            """),
            // Older Xcode's placeholders.
            RuleExample("""
            <entity name="Shelf">
                <!--↓--><attribute name="newAttribute" optional="YES" attributeType="String"/>
                <!--↓--><relationship name="newRelationship7" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shelf" inverseName="newRelationship7" inverseEntity="Shelf"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Entry">
                <attribute name="attributes" optional="YES" attributeType="String"/>
                <attribute name="relationshipType" optional="YES" attributeType="String"/>
                <attribute name="newAttributes" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    /// Whether `name` is `base` followed by nothing or digits only.
    static func isPlaceholder(_ name: String, base: String) -> Bool {
        guard name.hasPrefix(base) else { return false }
        return name.dropFirst(base.count).allSatisfy(\.isNumber)
    }

    func check(_ context: LintContext) -> [Finding] {
        NamedElement.all(in: context).filter { element in
            // Current Xcode names new elements `attribute`, `relationship`, …;
            // older versions named them `newAttribute`, `newRelationship7`, ….
            let base: String, old: String
            switch element.kind {
            case "entity": (base, old) = ("Entity", "newEntity")
            case "attribute": (base, old) = ("attribute", "newAttribute")
            case "relationship": (base, old) = ("relationship", "newRelationship")
            default: (base, old) = ("fetchedProperty", "newFetchedProperty")
            }
            return Self.isPlaceholder(element.name, base: base) || Self.isPlaceholder(element.name, base: old)
        }.map {
            Finding("\($0.kind) name \($0.quoted) is Xcode's placeholder name", at: $0.location, entity: $0.entity, property: $0.property)
        }
    }
}
