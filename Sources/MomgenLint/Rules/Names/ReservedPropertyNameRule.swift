// reserved-property-name: a property named like a member every NSManagedObject
// subclass already has, which breaks on every platform.
import MomgenDiagnostics
import MomgenModel

/// Flags property names that are instance members of NSManagedObject or
/// NSObject (`ReservedMemberNames.forbidden`, the list the Swift generator
/// also leaves out).
struct ReservedPropertyNameRule: Rule {
    let description = RuleDescription(
        id: "reserved-property-name", family: .names, severity: .error,
        rationale: "Apple: a property name cannot be the same as any no-parameter method of NSObject or NSManagedObject; the accessor takes the member's selector, so the Swift class does not compile and Core Data or the runtime calls the accessor where it meant the member (momgen generate leaves the property out)",
        fixHint: "rename the property and set the old name as its renaming identifier so existing stores migrate; a rename changes the version hash: on a shipped model, do it in a new model version",
        evidence: RuleEvidence(.codeDoesNotCompile, "the generated @NSManaged property redeclares an NSObject/NSManagedObject member ('overriding declaration requires an override keyword' / 'cannot override'), and Xcode's codegen fails the build the same way",
                              source: "Apple documentation (NSPropertyDescription: a property name cannot be the same as any no-parameter method name of NSObject or NSManagedObject); type-checking generated code against the Core Data stub (Tests/CoreDataStub)"),
        triggering: [
            RuleExample("""
            <entity name="Note">
                <!--↓--><attribute name="description" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="isDeleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="hash" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="objectID" optional="YES" attributeType="String"/>
                <!--↓--><relationship name="entity" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note" inverseName="entity" inverseEntity="Note"/>
            </entity>
            """),
            // In a Swift model, NSManagedObject's Objective-C property names
            // too: Swift does not compile a subclass property `deleted`.
            RuleExample("""
            <entity name="Note">
                <!--↓--><attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """),
            RuleExample("""
            <entity name="Item">
                <!--↓--><attribute name="class" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="managedObjectContext" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="isFault" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="observationInfo" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="debugDescription" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="hasPersistentChangedValues" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="faultingState" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                <!--↓--><attribute name="objectWillChange" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="willSave" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><fetchedProperty name="hasChanges" optional="YES">
                    <fetchRequest name="r" entity="Item" predicateString="TRUEPREDICATE"/>
                </fetchedProperty>
            </entity>
            """),
        ],
        nonTriggering: [
            // No source language (saved before Xcode wrote one): what breaks
            // only Swift is risky-member-name's warning, not an error.
            RuleExample("""
            <entity name="Note">
                <attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
            </entity>
            """, model: #"sourceLanguage="""#),
            RuleExample("""
            <entity name="Note">
                <attribute name="summary" optional="YES" attributeType="String"/>
                <attribute name="isArchived" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="descriptionText" optional="YES" attributeType="String"/>
                <attribute name="Description" optional="YES" attributeType="String"/>
            </entity>
            """),
            // Not members: `context` (no such member), class methods (+entity's
            // namesake is an instance member, but +fetchRequest and +new are
            // class-only), methods with parameters (-validateForDelete:), and
            // macOS-only members, which risky-member-name reports.
            RuleExample("""
            <entity name="Item">
                <attribute name="context" optional="YES" attributeType="String"/>
                <attribute name="fetchRequest" optional="YES" attributeType="String"/>
                <attribute name="new" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="validateForDelete" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="committedValues" optional="YES" attributeType="String"/>
                <attribute name="className" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        MemberClash.properties(in: context).compactMap { property in
            guard let member = ReservedMemberNames.all[property.name],
                  ReservedMemberNames.isForbidden(member, sourceLanguage: context.model.declared.sourceLanguage) else { return nil }
            return Finding("property \(property.quoted) clashes with \(member.owner) member '\(member.name)'",
                           at: property.location, entity: property.entity, property: property.name)
        }
    }
}
