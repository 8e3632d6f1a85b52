// MomgenLint: the lint stage. Resolved model → diagnostics, one rule per
// file, plus the reporters (xcode, json, sarif, github, junit).
//
// This file declares what a rule is: a description (id, severity, rationale,
// examples) and a pure check over the resolved model.

/// A lint rule. Rules hold no state; `check` is a pure function of the context.
public protocol Rule: Sendable {
    /// Everything about the rule except the check itself.
    var description: RuleDescription { get }
    /// The findings for the model in `context` (order does not matter).
    func check(_ context: LintContext) -> [Finding]
}

/// The groups rules are listed under in `--list-rules` and the docs.
public enum RuleFamily: String, CaseIterable, Sendable {
    case relationships, attributes, names, entities, constraints, fetching, cloudkit, bundles, versions

    /// The heading used in documentation.
    public var title: String {
        switch self {
        case .relationships: return "Relationships"
        case .attributes: return "Attributes"
        case .names: return "Names"
        case .entities: return "Entities and inheritance"
        case .constraints: return "Constraints and indexes"
        case .fetching: return "Fetch requests and configurations"
        case .cloudkit: return "CloudKit"
        case .bundles: return "Model bundles"
        case .versions: return "Model versions"
        }
    }
}
