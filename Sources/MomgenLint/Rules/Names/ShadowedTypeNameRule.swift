// shadowed-type-name: an entity class named like a Swift, Foundation, SwiftUI or SwiftData type.
import MomgenDiagnostics
import MomgenModel

/// Flags classes that shadow common platform types (`Data`, `Task`, `Date`, …).
struct ShadowedTypeNameRule: Rule {
    let description = RuleDescription(
        id: "shadowed-type-name", family: .names, severity: .warning,
        rationale: "A class named like a platform type shadows it in the whole module, so code meaning Swift.Task or Foundation.Data gets the entity instead",
        fixHint: "rename the class (e.g. TodoTask, BlobData); the entity name can stay",
        options: [RuleOptionDescription("modules", default: "[Swift, Foundation]",
                                        "the modules whose types count; add SwiftUI and SwiftData for apps that use them")],
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Task" representedClassName="Task"/>
            <!--↓--><entity name="Data"/>
            """),
            RuleExample("""
            <!--↓--><entity name="Group"/>
            """, options: "modules: [Swift, Foundation, SwiftUI]"),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Task" representedClassName="TodoTask"/>
            <entity name="Payload" representedClassName="Payload"/>
            <entity name="Group"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let modules = Set(context.options.strings("modules", default: ["Swift", "Foundation"]))
        return context.entities.compactMap { entity in
            guard let name = ClassName.of(entity.declared), let module = ReservedNames.shadowedTypes[name],
                  modules.contains(module) else { return nil }
            return Finding("class '\(name)' of entity '\(entity.name)' shadows \(module).\(name)",
                           at: entity.declared.location, entity: entity.name)
        }
    }
}
