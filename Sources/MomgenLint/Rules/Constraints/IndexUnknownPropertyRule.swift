// index-unknown-property: a fetch index or compound index naming no property.
import MomgenDiagnostics
import MomgenModel

/// Flags index elements that name properties the entity does not have.
struct IndexUnknownPropertyRule: Rule {
    let description = RuleDescription(
        id: "index-unknown-property", family: .constraints, severity: .error,
        rationale: "An index element over a property that does not exist cannot be built: Core Data raises when it creates the index element from the compiled model",
        fixHint: "index an existing attribute, or remove the element",
        evidence: RuleEvidence(.runtimeFails, "the index element resolves to no property; Core Data raises 'Can't create an index element without a property' / 'Broken logic around index elements'",
                              source: "Core Data's NSFetchIndexElementDescription (initWithProperty:collationType: and _throwIfNotEditable, as decompiled in public reverse-engineering repositories)"),
        triggering: [
            RuleExample("""
            <entity name="Song">
                <attribute name="title" optional="YES" attributeType="String"/>
                <fetchIndex name="byName">
                    <!--↓--><fetchIndexElement property="name" type="Binary" order="ascending"/>
                </fetchIndex>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Song">
                <attribute name="title" optional="YES" attributeType="String"/>
                <fetchIndex name="byTitle">
                    <fetchIndexElement property="title" type="Binary" order="ascending"/>
                </fetchIndex>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.flatMap { entity in
            NamedMember.indexes(of: entity).filter { entity.property(named: $0.name) == nil }.map {
                Finding("\($0.container) of '\(entity.name)' names '\($0.name)', which is not a property of '\(entity.name)'",
                        at: $0.location, entity: entity.name, property: $0.name)
            }
        }
    }
}
