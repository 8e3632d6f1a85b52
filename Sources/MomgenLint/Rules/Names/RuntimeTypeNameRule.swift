// runtime-type-name: an entity class named like an Objective-C runtime type, in
// models whose code is Objective-C (no `sourceLanguage="Swift"`); a Swift class
// of that name compiles, since it only shadows the imported typedef.
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
            """, model: #"sourceLanguage="Objective-C""#),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Category" representedClassName="ProductCategory"/>
            <entity name="Plain" representedClassName="NSManagedObject"/>
            """, model: #"sourceLanguage="Objective-C""#),
            RuleExample("""
            <entity name="Category" representedClassName="Category"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard context.model.declared.sourceLanguage != "Swift" else { return [] }
        return context.entities.compactMap { entity in
            guard let name = ClassName.of(entity.declared), ReservedNames.runtimeTypes.contains(name) else { return nil }
            return Finding("class '\(name)' of entity '\(entity.name)' clashes with the Objective-C runtime type '\(name)'",
                           at: entity.declared.location, entity: entity.name)
        }
    }
}
