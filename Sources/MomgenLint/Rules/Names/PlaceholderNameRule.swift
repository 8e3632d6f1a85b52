// placeholder-name: a name Xcode gives new elements (`Entity`, `attribute1`, …).
import MomgenDiagnostics
import MomgenModel

/// Flags entities and properties still carrying Xcode's placeholder names.
struct PlaceholderNameRule: Rule {
    let description = RuleDescription(
        id: "placeholder-name", family: .names, severity: .info,
        rationale: "Xcode names new elements Entity, attribute and relationship; a name left unchanged is usually a forgotten draft",
        fixHint: "give the element a meaningful name",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Entity1">
                <!--↓--><attribute name="attribute" optional="YES" attributeType="String"/>
                <!--↓--><relationship name="relationship2" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Entity1" inverseName="relationship2" inverseEntity="Entity1"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Entry">
                <attribute name="attributes" optional="YES" attributeType="String"/>
                <attribute name="relationshipType" optional="YES" attributeType="String"/>
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
            switch element.kind {
            case "entity": return Self.isPlaceholder(element.name, base: "Entity")
            case "attribute": return Self.isPlaceholder(element.name, base: "attribute")
            case "relationship": return Self.isPlaceholder(element.name, base: "relationship")
            default: return Self.isPlaceholder(element.name, base: "fetchedProperty")
            }
        }.map {
            Finding("\($0.kind) name \($0.quoted) is Xcode's placeholder name", at: $0.location, entity: $0.entity, property: $0.property)
        }
    }
}
