// wide-hierarchy: a root entity with too many sub-entities or columns.
import MomgenDiagnostics
import MomgenModel

/// Flags hierarchies whose single table grows too wide.
struct WideHierarchyRule: Rule {
    let description = RuleDescription(
        id: "wide-hierarchy", family: .entities, severity: .warning,
        rationale: "All sub-entities of a root share its table, which gets one column per attribute of every sub-entity, mostly empty",
        fixHint: "split the hierarchy, or replace inheritance with relationships",
        options: [
            RuleOptionDescription("max-subentities", default: "10", "sub-entities a root may have"),
            RuleOptionDescription("max-columns", default: "100", "stored attributes and to-one relationships across the hierarchy"),
        ],
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Shape"/>
            <entity name="Circle" parentEntity="Shape"/>
            <entity name="Square" parentEntity="Shape"/>
            <entity name="Line" parentEntity="Shape"/>
            """, options: "max-subentities: 2"),
            RuleExample("""
            <!--↓--><entity name="Shape">
                <attribute name="x" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            <entity name="Circle" parentEntity="Shape">
                <attribute name="radius" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="cache" optional="YES" transient="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            """, options: "max-columns: 1"),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Shape"/>
            <entity name="Circle" parentEntity="Shape"/>
            <entity name="Square" parentEntity="Shape"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let maxSubentities = context.options.int("max-subentities", default: 10)
        let maxColumns = context.options.int("max-columns", default: 100)
        var findings: [Finding] = []
        for root in context.entities where root.parent == nil && !root.descendants.isEmpty {
            let members = [root.id] + root.descendants
            var columns = 0
            for member in members {
                // Counted in place: filtering copied every attribute of the hierarchy.
                let entity = context.entities[member]
                columns += entity.ownAttributes.count { !$0.declared.isTransient }
                columns += entity.ownRelationships.count { !$0.declared.isToMany && !$0.declared.isTransient }
            }
            if root.descendants.count > maxSubentities {
                findings.append(Finding("entity '\(root.name)' has \(root.descendants.count) sub-entities (limit \(maxSubentities)), all stored in one table",
                                        at: root.declared.location, entity: root.name))
            } else if columns > maxColumns {
                findings.append(Finding("the hierarchy under '\(root.name)' stores \(columns) columns in one table (limit \(maxColumns))",
                                        at: root.declared.location, entity: root.name))
            }
        }
        return findings
    }
}
