// subentity-class: a sub-entity whose class is NSManagedObject (or unset, which
// Core Data reads as NSManagedObject) under a parent with a custom class.
// Fetching the parent also returns the sub-entity's rows, as objects that are
// not of the parent's class: a typed fetch (NSFetchRequest<Parent>) traps.
import MomgenDiagnostics
import MomgenModel

/// Flags sub-entities that use plain NSManagedObject below a custom class.
struct SubentityClassRule: Rule {
    let description = RuleDescription(
        id: "subentity-class", family: .entities, severity: .error,
        rationale: "A fetch of the parent entity includes its sub-entities' objects; one whose class is NSManagedObject is not an instance of the parent's class, so the typed result array traps at run time (and generated typed fetches do too)",
        fixHint: "give the sub-entity a class that inherits from the parent's class (class names are not in the version hash)",
        evidence: RuleEvidence(.runtimeFails, "a typed fetch of the parent returns the sub-entity's plain NSManagedObject rows and the cast to the parent's class traps ('Could not cast value of type NSManagedObject')",
                              source: "Swift runtime cast of NSFetchRequest<Parent> results; Core Data instantiates each row with its own entity's class"),
        triggering: [
            RuleExample("""
            <entity name="Item" representedClassName="Item"/>
            <!--↓--><entity name="Book" representedClassName="NSManagedObject" parentEntity="Item"/>
            <!--↓--><entity name="Movie" parentEntity="Item"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Item" representedClassName="Item"/>
            <entity name="Book" representedClassName="Book" parentEntity="Item"/>
            <entity name="Plain" representedClassName="NSManagedObject"/>
            <entity name="PlainChild" parentEntity="Plain"/>
            """),
        ])

    /// The class Core Data instantiates: `representedClassName`, or NSManagedObject when unset.
    static func runtimeClass(_ entity: Entity) -> String? {
        guard let name = entity.representedClassName, !name.isEmpty,
              name != "NSManagedObject", !name.hasSuffix(".NSManagedObject") else { return nil }
        return name
    }

    func check(_ context: LintContext) -> [Finding] {
        // The nearest ancestor with a custom class, computed parent first so
        // a deep hierarchy stays linear.
        var classAncestor: [Int?] = Array(repeating: nil, count: context.entities.count)
        for entity in context.entities.sorted(by: { $0.ancestors.count < $1.ancestors.count }) {
            guard let parent = entity.parent else { continue }
            classAncestor[entity.id] = Self.runtimeClass(context.entities[parent].declared) != nil ? parent : classAncestor[parent]
        }
        return context.entities.compactMap { entity in
            guard Self.runtimeClass(entity.declared) == nil, let ancestor = classAncestor[entity.id],
                  let parentClass = Self.runtimeClass(context.entities[ancestor].declared) else { return nil }
            return Finding("sub-entity '\(entity.name)' uses NSManagedObject but inherits from '\(context.entities[ancestor].name)' with class '\(parentClass)': a typed fetch of '\(context.entities[ancestor].name)' traps on its objects",
                           at: entity.declared.location, entity: entity.name)
        }
    }
}
