// unknown-parent-entity: `parentEntity` names no entity.
import MomgenDiagnostics
import MomgenModel

/// Flags dangling parent entities.
struct UnknownParentEntityRule: Rule {
    let description = RuleDescription(
        id: "unknown-parent-entity", family: .entities, severity: .error,
        rationale: "A parent entity that does not exist leaves the generated class inheriting from a class no entity declares, so it does not compile, and drops every inherited property",
        fixHint: "choose an existing parent entity, or clear the parent",
        evidence: RuleEvidence(.codeDoesNotCompile, "the generated class inherits from a class no entity declares ('cannot find type in scope') and every inherited property is missing",
                              source: "Xcode's class generation (Codegen: Class Definition) names the parent entity's class as the superclass; the Swift compiler's 'cannot find type in scope'"),
        triggering: [
            RuleExample("""
            <!--↓--><entity name="Sub" parentEntity="Gone"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Base" isAbstract="YES"/>
            <entity name="Sub" parentEntity="Base"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.resolutionFindings { if case .missingParent = $0 { return true }; return false }
    }
}
