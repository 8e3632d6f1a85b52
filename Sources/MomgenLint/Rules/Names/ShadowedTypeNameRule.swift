// shadowed-type-name: an entity class named like a Swift, Foundation, SwiftUI or SwiftData type.
import MomgenDiagnostics
import MomgenModel

/// Flags classes that shadow common platform types (`Data`, `Task`, `Date`, …).
struct ShadowedTypeNameRule: Rule {
    let description = RuleDescription(
        id: "shadowed-type-name", family: .names, severity: .warning,
        rationale: "A class named like a platform type shadows it in the whole module, so code meaning Swift.Task or Foundation.Data gets the entity instead",
        fixHint: "rename the class (the message suggests a name); the entity name can stay, and the class name is not in the store",
        options: [RuleOptionDescription("modules", default: "[Swift, Foundation]",
                                        "the modules whose types count; add SwiftUI and SwiftData for apps that use them")],
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Task" representedClassName="Task"/>
            <!--↓--><entity name="Data" representedClassName="Data"/>
            """),
            RuleExample("""
            <!--↓--><entity name="Group" representedClassName="Group"/>
            """, options: "modules: [Swift, Foundation, SwiftUI]"),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Task" representedClassName="TodoTask"/>
            <entity name="Payload" representedClassName="Payload"/>
            <entity name="Group"/>
            """),
            // No class name: the entity's objects are plain NSManagedObject, no class is declared.
            RuleExample("""
            <entity name="Data"/>
            <entity name="Task"/>
            """),
        ])

    /// A class name that shadows nothing: the entity's name when it differs
    /// from the shadowed type, otherwise the type's name with `Entity` added.
    static func suggestion(for entity: String, className: String) -> String {
        if entity != className, ReservedNames.shadowedTypes[entity] == nil, ReservedNames.isIdentifier(entity) { return entity }
        return className + "Entity"
    }

    func check(_ context: LintContext) -> [Finding] {
        let modules = Set(context.options.strings("modules", default: ["Swift", "Foundation"]))
        return context.entities.compactMap { entity in
            // An entity with no class name is a plain NSManagedObject: no class shadows anything.
            guard entity.declared.representedClassName?.isEmpty == false,
                  let name = ClassName.of(entity.declared), let module = ReservedNames.shadowedTypes[name],
                  modules.contains(module) else { return nil }
            return Finding("class '\(name)' of entity '\(entity.name)' shadows \(module).\(name); a class name such as '\(Self.suggestion(for: entity.name, className: name))' does not",
                           at: entity.declared.location, entity: entity.name)
        }
    }
}
