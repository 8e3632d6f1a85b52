// The resolver's issues (`ResolutionIssue`) become findings of the rules that
// own them; each of those rules picks its cases with a filter.
import MomgenModel

extension LintContext {
    /// The resolver's issues that `matches` accepts, as findings with the resolver's message.
    func resolutionFindings(_ matches: (ResolutionIssue) -> Bool) -> [Finding] {
        model.issues.filter(matches).map {
            Finding($0.message, at: $0.location, entity: $0.entity, property: $0.property)
        }
    }
}
