// configuration-unknown-entity: a configuration listing an entity that does not exist.
import MomgenDiagnostics
import MomgenModel

/// Flags configuration members that name no entity.
struct ConfigurationUnknownEntityRule: Rule {
    let description = RuleDescription(
        id: "configuration-unknown-entity", family: .fetching, severity: .error,
        rationale: "A configuration member that names no entity cannot be in the compiled model, and code that names the configuration's classes names a class that does not exist",
        fixHint: "remove the member from the configuration",
        evidence: RuleEvidence(.codeDoesNotCompile, "the configuration member names no entity, so the compiled model cannot contain it, and code generated for the configuration names a class no entity declares ('cannot find type in scope')",
                              source: "the .mom stores configurations as lists of entity objects, not names (NSManagedObjectModel.entities(forConfigurationName:))"),
        triggering: [
            RuleExample("""
            <entity name="Note"/>
            <configuration name="Cloud">
                <memberEntity name="Note"/>
                <!--↓--><memberEntity name="Tag"/>
            </configuration>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Note"/>
            <configuration name="Cloud">
                <memberEntity name="Note"/>
            </configuration>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.model.declared.configurations.flatMap { configuration in
            configuration.members.filter { context.model.entity(named: $0.name) == nil }.map {
                Finding("configuration '\(configuration.name)' lists '\($0.name)', which is not an entity in this model",
                        at: $0.location, entity: $0.name)
            }
        }
    }
}
