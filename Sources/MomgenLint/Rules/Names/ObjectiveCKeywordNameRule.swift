// objc-keyword-name: a name that is a C or Objective-C keyword, for models
// whose code is Objective-C (no `sourceLanguage="Swift"`).
import MomgenDiagnostics
import MomgenModel

/// Flags C/Objective-C keywords as names in Objective-C models.
struct ObjectiveCKeywordNameRule: Rule {
    let description = RuleDescription(
        id: "objc-keyword-name", family: .names, severity: .warning,
        rationale: "Generated Objective-C cannot declare a property or class named with a C keyword or an Objective-C constant such as YES",
        fixHint: "rename the element, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        triggering: [
            RuleExample("""
            <entity name="Shape">
                <!--↓--><attribute name="float" optional="YES" attributeType="Float" usesScalarValueType="NO"/>
                <!--↓--><attribute name="register" optional="YES" attributeType="String"/>
            </entity>
            """, model: #"sourceLanguage="Objective-C""#),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Shape">
                <attribute name="width" optional="YES" attributeType="Float" usesScalarValueType="NO"/>
            </entity>
            """, model: #"sourceLanguage="Objective-C""#),
            // Swift models are checked by swift-keyword-name instead.
            RuleExample("""
            <entity name="Shape">
                <attribute name="register" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard context.model.declared.sourceLanguage != "Swift" else { return [] }
        return NamedElement.all(in: context).filter { ReservedNames.objectiveCKeywords.contains($0.name) }.map {
            Finding("\($0.kind) name \($0.quoted) is a C or Objective-C keyword", at: $0.location, entity: $0.entity, property: $0.property)
        }
    }
}
