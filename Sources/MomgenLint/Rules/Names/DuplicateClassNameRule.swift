// duplicate-class-name: two entities claim the same class.
import MomgenDiagnostics
import MomgenModel

/// Flags entities whose `representedClassName` another entity already uses.
struct DuplicateClassNameRule: Rule {
    let description = RuleDescription(
        id: "duplicate-class-name", family: .names, severity: .error,
        rationale: "When several entities claim one NSManagedObject subclass, +entity, Entity(context:) and the class's fetch requests cannot tell them apart: Core Data logs 'Multiple NSEntityDescriptions claim the NSManagedObject subclass' and inserts or fetches whichever entity it picks",
        fixHint: "give each entity its own class",
        triggering: [
            RuleExample("""
            <entity name="Book" representedClassName="Item"/>
            <!--↓--><entity name="Movie" representedClassName="Item"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Book" representedClassName="Book"/>
            <entity name="Movie" representedClassName="Movie"/>
            <entity name="Plain1" representedClassName="NSManagedObject"/>
            <entity name="Plain2" representedClassName="NSManagedObject"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var first: [String: String] = [:]
        var findings: [Finding] = []
        for entity in context.entities {
            guard let represented = entity.declared.representedClassName, !represented.isEmpty,
                  represented != "NSManagedObject" else { continue }
            if let owner = first[represented] {
                findings.append(Finding("entity '\(entity.name)' uses class '\(represented)', which entity '\(owner)' already uses",
                                        at: entity.declared.location, entity: entity.name))
            } else {
                first[represented] = entity.name
            }
        }
        return findings
    }
}
