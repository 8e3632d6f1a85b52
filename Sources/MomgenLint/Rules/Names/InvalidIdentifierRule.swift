// invalid-identifier: a name that is not a valid identifier.
import MomgenDiagnostics
import MomgenModel

/// Flags entity, property and class names that are not identifiers.
struct InvalidIdentifierRule: Rule {
    let description = RuleDescription(
        id: "invalid-identifier", family: .names, severity: .error,
        rationale: "Names become Objective-C selectors, Swift identifiers and SQLite columns; spaces, hyphens or a leading digit break all three, and a lone '_' is Swift's wildcard, not a name",
        fixHint: "use letters, digits and underscores only, starting with a letter, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.codeDoesNotCompile, "the name is used as a Swift identifier and an Objective-C selector; with a space, hyphen or leading digit the generated declaration does not parse",
                              source: "Swift and Objective-C identifier grammar (The Swift Programming Language, Lexical Structure)"),
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Line Item" representedClassName="LineItem">
                <!--↓--><attribute name="unit-price" optional="YES" attributeType="Decimal"/>
                <!--↓--><attribute name="2ndLine" optional="YES" attributeType="String"/>
            </entity>
            <!--↓--><entity name="Order" representedClassName="My App.Order"/>
            """),
            RuleExample("""
            <!--↓--><entity name="_" representedClassName="Thing">
                <!--↓--><attribute name="_" optional="YES" attributeType="String"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="LineItem" representedClassName="MyApp.LineItem">
                <attribute name="unitPrice" optional="YES" attributeType="Decimal"/>
                <attribute name="line_2" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Order" representedClassName=".Order"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings = NamedElement.all(in: context).filter { !ReservedNames.isIdentifier($0.name) }.map {
            Finding("\($0.kind) name \($0.quoted) is not a valid identifier", at: $0.location, entity: $0.entity, property: $0.property)
        }
        for entity in context.entities {
            guard let represented = entity.declared.representedClassName, !represented.isEmpty else { continue }
            // `Module.Class` and `.Class` (current module) are both valid.
            let parts = represented.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let valid = parts.enumerated().allSatisfy { offset, part in
                (offset == 0 && part.isEmpty && parts.count == 2) || ReservedNames.isIdentifier(part)
            }
            if !valid {
                findings.append(Finding("class name '\(represented)' of entity '\(entity.name)' is not a valid identifier",
                                        at: entity.declared.location, entity: entity.name))
            }
        }
        return findings
    }
}
