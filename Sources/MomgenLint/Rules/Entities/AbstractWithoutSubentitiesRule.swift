// abstract-without-subentities: an abstract entity nothing inherits from.
import MomgenDiagnostics
import MomgenModel

/// Flags abstract entities that have no sub-entities.
struct AbstractWithoutSubentitiesRule: Rule {
    let description = RuleDescription(
        id: "abstract-without-subentities", family: .entities, severity: .warning,
        rationale: "An abstract entity can never be instantiated, so without sub-entities it and its relationships are unusable",
        fixHint: "clear Abstract, or add the sub-entities it was meant for",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Shape" isAbstract="YES"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Shape" isAbstract="YES"/>
            <entity name="Circle" parentEntity="Shape"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.filter { $0.isAbstract && $0.children.isEmpty }.map {
            Finding("entity '\($0.name)' is abstract but has no sub-entities, so it can never be instantiated",
                    at: $0.declared.location, entity: $0.name)
        }
    }
}
