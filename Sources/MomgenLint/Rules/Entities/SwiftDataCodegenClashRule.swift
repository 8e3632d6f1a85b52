// swiftdata-codegen-clash: Xcode's class or category codegen in a model used
// with SwiftData. Xcode's "Create SwiftData Code…" (which marks the model
// `usedWithSwiftData`) writes one `@Model class` per entity, named after the
// entity; codegen writes `class <Class>: NSManagedObject` into the target
// that compiles the model. A Class equal to an entity name is then declared
// twice in that target. It is a warning: the model does not say whether the
// SwiftData code and the model are in one target.
import MomgenDiagnostics
import MomgenModel

/// Flags entities of a `usedWithSwiftData` model whose Xcode codegen class
/// is named like an entity (so like its `@Model` class).
struct SwiftDataCodegenClashRule: Rule {
    let description = RuleDescription(
        id: "swiftdata-codegen-clash", family: .entities, severity: .warning,
        rationale: "In a model used with SwiftData, Xcode's class or category codegen under an entity's name declares the class its @Model class has, so one target holding both does not build",
        fixHint: "rename the Core Data class (the entity's Class, e.g. CDTrip; not in the version hash) or set Codegen to Manual/None; taking the model out of the target instead loses the store: Core Data can no longer open it",
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Trip" representedClassName="Trip" codeGenerationType="class"/>
            <!--↓--><entity name="Stop" representedClassName="App.Stop" codeGenerationType="category"/>
            """, model: #"usedWithSwiftData="YES""#),
        ],
        nonTriggering: [
            RuleExample(#"<entity name="Trip" representedClassName="Trip" codeGenerationType="class"/>"#),
            RuleExample("""
            <entity name="Trip" representedClassName="CDTrip" codeGenerationType="class"/>
            <entity name="Stop" representedClassName="Stop"/>
            """, model: #"usedWithSwiftData="YES""#),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard context.model.declared.isUsedWithSwiftData else { return [] }
        let names = Set(context.entities.map(\.name))
        return context.entities.compactMap { entity in
            guard let kind = entity.declared.xcodeCodegen, let name = entity.declared.xcodeGeneratedClassName, names.contains(name) else { return nil }
            return Finding("entity '\(entity.name)' keeps Xcode's \(kind) codegen under the class name '\(name)', the name of the @Model class SwiftData code gives entity '\(name)': in one target, '\(name)' is declared twice",
                           at: entity.declared.location, entity: entity.name)
        }
    }
}
