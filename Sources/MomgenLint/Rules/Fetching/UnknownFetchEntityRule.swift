// unknown-fetch-entity: a fetch request template or fetched property fetching no known entity.
import MomgenDiagnostics
import MomgenModel

/// Flags fetch requests whose entity is missing or not in the model.
struct UnknownFetchEntityRule: Rule {
    let description = RuleDescription(
        id: "unknown-fetch-entity", family: .fetching, severity: .error,
        rationale: "A fetch request for an entity that does not exist fails when the model loads or when the request runs",
        fixHint: "choose an existing entity for the request, or delete it",
        evidence: RuleEvidence(.runtimeFails, "the stored fetch request has no entity: fetchRequestTemplate(forName:) returns a request whose execution throws 'executeFetchRequest:error: A fetch request must have an entity'",
                              source: "NSFetchRequest requires an entity (Apple documentation, NSFetchRequest.entity); the compiled model stores the entity as an object, not a name"),
        triggering: [
            RuleExample("""
            <entity name="Team">
                <!--↓--><fetchedProperty name="rivals" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Club" predicateString="TRUEPREDICATE"/>
                </fetchedProperty>
            </entity>
            <!--↓--><fetchRequest name="AllClubs" entity="Club"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Team">
                <fetchedProperty name="rivals" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Team" predicateString="TRUEPREDICATE"/>
                </fetchedProperty>
            </entity>
            <fetchRequest name="AllTeams" entity="Team"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings = context.resolutionFindings { if case .missingFetchEntity = $0 { return true }; return false }
        for request in context.model.declared.fetchRequests {
            let name = request.entity ?? ""
            guard context.model.entity(named: name) == nil else { continue }
            let message = name.isEmpty ? "fetch request '\(request.name)' has no entity"
                : "fetch request '\(request.name)' fetches '\(name)', which is not an entity in this model"
            findings.append(Finding(message, at: request.location, entity: name.isEmpty ? request.name : name))
        }
        return findings
    }
}
