// reserved-property-name: a property named like an NSManagedObject or NSObject member.
import MomgenDiagnostics
import MomgenModel

/// Flags property names that clash with members of NSManagedObject or NSObject.
struct ReservedPropertyNameRule: Rule {
    let description = RuleDescription(
        id: "reserved-property-name", family: .names, severity: .error,
        rationale: "Apple: a property name cannot be the same as any no-parameter method of NSObject or NSManagedObject; the accessor overrides the member and breaks Core Data",
        fixHint: "rename the property (keep the stored name with a renaming identifier if the store already has data)",
        triggering: [
            RuleExample("""
            <entity name="Note">
                <!--↓--><attribute name="description" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="deleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="isDeleted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="hash" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="objectID" optional="YES" attributeType="String"/>
                <!--↓--><relationship name="entity" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note" inverseName="entity" inverseEntity="Note"/>
            </entity>
            """),
            RuleExample("""
            <entity name="Item">
                <!--↓--><attribute name="class" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="context" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="managedObjectContext" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="isFault" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="self" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="superclass" optional="YES" attributeType="String"/>
                <!--↓--><attribute name="isInserted" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="isUpdated" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <!--↓--><attribute name="changedValues" optional="YES" attributeType="String"/>
                <!--↓--><fetchedProperty name="hasChanges" optional="YES">
                    <fetchRequest name="r" entity="Item" predicateString="TRUEPREDICATE"/>
                </fetchedProperty>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Note">
                <attribute name="summary" optional="YES" attributeType="String"/>
                <attribute name="isArchived" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
                <attribute name="descriptionText" optional="YES" attributeType="String"/>
                <attribute name="Description" optional="YES" attributeType="String"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            let declared = entity.declared
            let properties = declared.attributes.map { ($0.name, $0.location) }
                + declared.relationships.map { ($0.name, $0.location) }
                + declared.fetchedProperties.map { ($0.name, $0.location) }
            for (name, location) in properties {
                guard let owner = ReservedNames.managedObjectMembers[name] else { continue }
                findings.append(Finding("property '\(entity.name).\(name)' clashes with \(owner) member '\(name)'",
                                        at: location, entity: entity.name, property: name))
            }
        }
        return findings
    }
}
