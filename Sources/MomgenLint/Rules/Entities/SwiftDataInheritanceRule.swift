// swiftdata-entity-inheritance: entity inheritance in a model used with SwiftData.
import MomgenDiagnostics
import MomgenModel

/// Flags parent/abstract entities in models marked `usedWithSwiftData`.
struct SwiftDataInheritanceRule: Rule {
    let description = RuleDescription(
        id: "swiftdata-entity-inheritance", family: .entities, severity: .warning,
        rationale: "Xcode warns when a model marked Used with SwiftData uses entity inheritance or abstract entities, which its SwiftData code generation does not map",
        fixHint: "remove the inheritance, or clear Used with SwiftData",
        triggering: [
            RuleExample("""
            <entity name="Base"/>
            <!--↓--><entity name="Sub" parentEntity="Base"/>
            """, model: #"usedWithSwiftData="YES""#),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Base"/>
            <entity name="Sub" parentEntity="Base"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        guard context.model.declared.isUsedWithSwiftData else { return [] }
        return context.entities.compactMap { entity in
            if entity.parent != nil {
                return Finding("entity '\(entity.name)' inherits from '\(context.entities[entity.parent!].name)', which SwiftData does not support",
                               at: entity.declared.location, entity: entity.name)
            }
            if entity.isAbstract {
                return Finding("entity '\(entity.name)' is abstract, which SwiftData does not support",
                               at: entity.declared.location, entity: entity.name)
            }
            return nil
        }
    }
}
