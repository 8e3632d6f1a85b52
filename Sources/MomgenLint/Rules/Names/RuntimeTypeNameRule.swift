// runtime-type-name: an entity class named like an Objective-C runtime type.
import MomgenDiagnostics
import MomgenModel

/// Flags classes named `Category`, `Method`, `Class`, … (objc/runtime.h).
struct RuntimeTypeNameRule: Rule {
    let description = RuleDescription(
        id: "runtime-type-name", family: .names, severity: .warning,
        rationale: "The Objective-C runtime already defines these names; generated Objective-C fails with 'redefinition of Category as different kind of symbol'",
        fixHint: "rename the class (e.g. ProductCategory); the entity name can stay",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Category" representedClassName="Category"/>
            <!--↓--><entity name="Step" representedClassName="Method"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Category" representedClassName="ProductCategory"/>
            <entity name="Plain" representedClassName="NSManagedObject"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.entities.compactMap { entity in
            guard let name = ClassName.of(entity.declared), ReservedNames.runtimeTypes.contains(name) else { return nil }
            return Finding("class '\(name)' of entity '\(entity.name)' clashes with the Objective-C runtime type '\(name)'",
                           at: entity.declared.location, entity: entity.name)
        }
    }
}
