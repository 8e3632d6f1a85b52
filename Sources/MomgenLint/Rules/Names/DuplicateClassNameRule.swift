// duplicate-class-name: two entities claim the same class. One finding per
// class (a model with 13 entities on one class gets one finding, not 13), at
// the second entity that claims it.
import MomgenDiagnostics
import MomgenModel

/// Flags classes that several entities' `representedClassName` claim.
struct DuplicateClassNameRule: Rule {
    let description = RuleDescription(
        id: "duplicate-class-name", family: .names, severity: .error,
        rationale: "When several entities claim one NSManagedObject subclass, generated code declares the class once per entity, and at run time +entity cannot pick one: Core Data logs '+[Item entity] Failed to find a unique match for an NSEntityDescription to a managed object subclass' and Item(context:) traps ('must have a valid NSEntityDescription')",
        fixHint: "give each entity its own class (class names are not in the version hash: no new model version needed)",
        evidence: RuleEvidence(.codeDoesNotCompile, "Xcode's and momgen's code generation declare the class once per entity ('invalid redeclaration'; a sub-entity on its parent's class makes the class inherit from itself); at run time +entity fails with 'Failed to find a unique match for an NSEntityDescription to a managed object subclass' and init(context:) traps",
                               source: "Xcode and momgen write one class per entity; the Core Data messages ('Multiple NSEntityDescriptions claim the NSManagedObject subclass ... so +entity is unable to disambiguate') are observed in many public projects"),
        triggering: [
            RuleExample("""
            <entity name="Book" representedClassName="Item"/>
            <!--↓--><entity name="Movie" representedClassName="Item"/>
            <entity name="Game" representedClassName="Item"/>
            <entity name="Song" representedClassName="Track"/>
            <!--↓--><entity name="Podcast" representedClassName="Track"/>
            """),
            RuleExample("""
            <entity name="Thing" representedClassName="Thing"/>
            <!--↓--><entity name="Gadget" representedClassName="Thing" parentEntity="Thing"/>
            """),
            // The parent's class written with a module prefix is the same class.
            RuleExample("""
            <entity name="Thing" representedClassName="Thing"/>
            <!--↓--><entity name="Gadget" representedClassName="MyApp.Thing" parentEntity="Thing"/>
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
        // Keyed by the class name without its module prefix: `Thing` and
        // `MyApp.Thing` are one generated class (issue 33: a sub-entity on
        // `MyApp.Thing` under `Thing` generated `class Thing: Thing`).
        var claimants: [String: [ResolvedEntity]] = [:]
        var order: [String] = []
        for entity in context.entities {
            guard !(entity.declared.representedClassName ?? "").isEmpty, let className = ClassName.of(entity.declared) else { continue }
            if claimants[className] == nil { order.append(className) }
            claimants[className, default: []].append(entity)
        }
        return order.compactMap { className -> Finding? in
            guard let entities = claimants[className], entities.count > 1 else { return nil }
            let second = entities[1]
            let spellings = Set(entities.compactMap(\.declared.representedClassName))
            let names = entities.map { entity in
                spellings.count > 1 ? "'\(entity.name)' as '\(entity.declared.representedClassName ?? className)'" : "'\(entity.name)'"
            }.joined(separator: ", ")
            let inheritsItself = entities.contains { entity in
                entity.parent.map { ClassName.of(context.model.entities[$0].declared) == className } ?? false
            }
            let breakage = inheritsItself
                ? "a sub-entity on its parent's class makes '\(className)' inherit from itself"
                : "the class is declared \(entities.count) times, and \(className)(context:) cannot find a unique entity and traps"
            return Finding("class '\(className)' is claimed by \(entities.count) entities (\(names)): \(breakage)",
                           at: second.declared.location, entity: second.name)
        }
    }
}
