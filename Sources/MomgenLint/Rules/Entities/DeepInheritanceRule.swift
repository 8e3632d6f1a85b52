// deep-inheritance: entity hierarchies deeper than a limit.
import MomgenDiagnostics
import MomgenModel

/// Flags entities more than `max-depth` levels below their root.
struct DeepInheritanceRule: Rule {
    let description = RuleDescription(
        id: "deep-inheritance", family: .entities, severity: .warning,
        rationale: "Core Data stores a whole hierarchy in one SQLite table; deep hierarchies make wide, sparse tables and slow fetches",
        fixHint: "flatten the hierarchy, or use relationships instead of inheritance",
        options: [RuleOptionDescription("max-depth", default: "3", "the number of ancestors an entity may have")],
        triggering: [
            RuleExample("""
            <entity name="A"/>
            <entity name="B" parentEntity="A"/>
            <!--↓--><entity name="C" parentEntity="B"/>
            """, options: "max-depth: 1"),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="A"/>
            <entity name="B" parentEntity="A"/>
            <entity name="C" parentEntity="B"/>
            <entity name="D" parentEntity="C"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let limit = context.options.int("max-depth", default: 3)
        return context.entities.filter { $0.ancestors.count > limit }.map {
            Finding("entity '\($0.name)' is \($0.ancestors.count) levels below '\(context.entities[$0.root].name)' (limit \(limit)); the whole hierarchy shares one table",
                    at: $0.declared.location, entity: $0.name)
        }
    }
}
