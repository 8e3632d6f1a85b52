// swift-keyword-name: a generated Swift identifier that is a Swift keyword:
// a property's name, or an entity's class name (the entity name itself never
// becomes an identifier when the entity has a class of another name).
import MomgenDiagnostics
import MomgenModel

/// Flags property names and entity class names that are Swift keywords.
struct SwiftKeywordNameRule: Rule {
    /// Keywords that cannot follow a dot even in backticks (SE-0071 excludes them).
    static let notAfterDot: Set<String> = ["self", "Type", "Protocol", "init"]

    let description = RuleDescription(
        id: "swift-keyword-name", family: .names, severity: .warning,
        rationale: "A Swift keyword as an identifier needs backticks where it is declared and where it is used without a dot (after a dot most keywords need none, SE-0071); self, Type, Protocol and init cannot follow a dot at all",
        fixHint: "rename the property or class (a renaming identifier keeps existing stores migrating; a class name is not in the store); a rename changes the version hash: on a shipped model, do it in a new model version",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Protocol">
                <!--↓--><attribute name="default" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="repeat" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """),
            // The class is what becomes a Swift identifier.
            RuleExample("""
            <!--↓--><entity name="Place" representedClassName="Protocol"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Rule">
                <attribute name="isDefault" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="type" optional="YES" attributeType="String"/>
            </entity>
            """),
            // An entity named `Type` whose class is `City` generates no `Type`;
            // one that uses plain NSManagedObject generates no class at all.
            RuleExample("""
            <entity name="Type" representedClassName="City"/>
            <entity name="Protocol" representedClassName="NSManagedObject"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            if let name = ClassName.of(entity.declared), ReservedNames.swiftKeywords.contains(name) {
                let subject = name == entity.name ? "entity name '\(name)'" : "class name '\(name)' of entity '\(entity.name)'"
                findings.append(Finding("\(subject) is a Swift keyword\(Self.consequence(name))",
                                        at: entity.declared.location, entity: entity.name))
            }
            for property in context.index.ownProperties(of: entity.id) where ReservedNames.swiftKeywords.contains(property.name) {
                findings.append(Finding("\(property.kind) name \(property.quoted) is a Swift keyword\(Self.consequence(property.name))",
                                        at: property.location, entity: property.entity, property: property.property))
            }
        }
        return findings
    }

    /// What the keyword costs, as the end of the message.
    static func consequence(_ name: String) -> String {
        notAfterDot.contains(name)
            ? " that cannot follow a dot, even in backticks"
            : "; it needs backticks where declared and where used without a dot"
    }
}
