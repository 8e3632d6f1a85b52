// duplicate-entity-name: two entities with the same name.
import MomgenDiagnostics
import MomgenModel

/// Flags entities whose name is already used.
struct DuplicateEntityNameRule: Rule {
    let description = RuleDescription(
        id: "duplicate-entity-name", family: .names, severity: .error,
        rationale: "Entity names must be unique; lookups by name reach only the first one and the model does not compile",
        fixHint: "rename or remove one of the entities, and set the old name as its renaming identifier so stores keep the data (a rename changes the version hash: on a shipped model, do it in a new model version)",
        evidence: RuleEvidence(.codeDoesNotCompile, "the entity's class and fetchRequest() are declared twice ('invalid redeclaration'); the model's entitiesByName keeps only one of them",
                              source: "Swift compiler; NSManagedObjectModel.entitiesByName is keyed by name (Apple documentation)"),
        triggering: [
            RuleExample("""
            <entity name="Book"/>
            <!--↓--><entity name="Book"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Book"/>
            <entity name="BookDraft"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.resolutionFindings { if case .duplicateEntity = $0 { return true }; return false }
    }
}
