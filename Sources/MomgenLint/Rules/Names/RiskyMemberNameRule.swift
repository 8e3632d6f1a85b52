// risky-member-name: a property named like an NSObject or NSManagedObject
// member where the clash bites only sometimes: members that exist only on
// macOS or where UIKit/AppKit is imported, and the Objective-C property names
// behind NSManagedObject's is… getters (`deleted`), which are no methods.
import MomgenDiagnostics
import MomgenModel

/// Flags property names that clash with an NSObject member under a condition
/// (`ReservedMember.risk`), such as `className` on macOS.
struct RiskyMemberNameRule: Rule {
    let description = RuleDescription(
        id: "risky-member-name", family: .names, severity: .warning,
        rationale: "Some NSObject members exist only on macOS (Cocoa scripting, archiving, bindings) or where UIKit or AppKit is imported, where a property of the same name does not compile; and NSManagedObject's deleted, inserted, updated and fault are Objective-C property names whose getters are isDeleted, …: in an Objective-C model a property named so works, with a compiler warning, but reads differently from Core Data's flag (in a Swift model it is reserved-property-name's error)",
        fixHint: "rename the property if the model is, or may be, used there (a renaming identifier keeps existing stores migrating); a rename changes the version hash: on a shipped model, do it in a new model version",
        triggering: [
            RuleExample("""
            <entity name="Course">
                <!--↓--><attribute name="className" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="classDescription" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="awakeFromNib" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """),
            // A model saved before Xcode wrote a source language (an
            // Objective-C app's first versions): a warning that says why.
            RuleExample("""
            <entity name="Note">
                <!--↓--><attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """, model: #"sourceLanguage="""#),
            // In an Objective-C model `deleted` works, with a compiler warning.
            RuleExample("""
            <entity name="Note">
                <!--↓--><attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """, model: #"sourceLanguage="Objective-C""#),
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
            guard let member = ReservedMemberNames.all[property.name], let risk = member.risk,
                  !ReservedMemberNames.isForbidden(member, sourceLanguage: context.model.declared.sourceLanguage) else { return nil }
            let language = context.model.declared.sourceLanguage ?? ""
            let unknown = member.breaksSwift && language != "Objective-C"
                ? " (the model records no source language, as models saved before Xcode 8 do, so whether its classes are Swift is not known; in Swift this is an error)" : ""
            return Finding("property \(property.quoted) is named like \(member.owner) member '\(member.name)': \(risk)\(unknown)",
                           at: property.location, entity: property.entity, property: property.name)
        }
    }
}
