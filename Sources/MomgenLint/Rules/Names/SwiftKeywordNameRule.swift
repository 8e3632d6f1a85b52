// swift-keyword-name: an entity or property named with a Swift keyword.
import MomgenDiagnostics
import MomgenModel

/// Flags names that are Swift keywords.
struct SwiftKeywordNameRule: Rule {
    let description = RuleDescription(
        id: "swift-keyword-name", family: .names, severity: .warning,
        rationale: "A Swift keyword as a name needs backticks in every use, and some (self, Type, Protocol, init) cannot be reached as members at all",
        fixHint: "rename the element (a renaming identifier keeps existing stores migrating)",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Protocol">
                <!--↓--><attribute name="default" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="repeat" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Rule">
                <attribute name="isDefault" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="type" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        NamedElement.all(in: context).filter { ReservedNames.swiftKeywords.contains($0.name) }.map {
            Finding("\($0.kind) name \($0.quoted) is a Swift keyword", at: $0.location, entity: $0.entity, property: $0.property)
        }
    }
}
