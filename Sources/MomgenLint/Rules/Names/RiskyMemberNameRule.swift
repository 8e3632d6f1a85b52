// risky-member-name: a property named like an NSObject member that exists only
// on some platforms or in some modules (macOS scripting, Nib loading).
import MomgenDiagnostics
import MomgenModel

/// Flags property names that clash with an NSObject member under a condition
/// (`ReservedMember.risk`), such as `className` on macOS.
struct RiskyMemberNameRule: Rule {
    let description = RuleDescription(
        id: "risky-member-name", family: .names, severity: .warning,
        rationale: "Some NSObject members exist only on macOS (Cocoa scripting, archiving, bindings) or where UIKit or AppKit is imported; there a property of the same name takes the member's selector and the generated Swift does not compile",
        fixHint: "rename the property if the model is, or may be, used there (a renaming identifier keeps existing stores migrating)",
        triggering: [
            RuleExample("""
            <entity name="Course">
                <!--↓--><attribute name="className" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="classDescription" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="awakeFromNib" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Course">
                <attribute name="courseClassName" optional="YES" attributeType="String"/>
                <attribute name="context" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        MemberClash.properties(in: context).compactMap { property in
            guard let member = ReservedMemberNames.all[property.name], let risk = member.risk else { return nil }
            return Finding("property \(property.quoted) clashes \(risk) with \(member.owner) member '\(member.name)': generated Swift for such a target does not compile",
                           at: property.location, entity: property.entity, property: property.name)
        }
    }
}
