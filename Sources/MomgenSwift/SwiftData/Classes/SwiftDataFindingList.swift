// Collects the swiftdata layout's findings while classes are built, each at
// its model element, as the Diagnostic values the CLI prints.
import MomgenDiagnostics
import MomgenModel

/// The findings of one build, in the order they were found.
struct SwiftDataFindingList {
    /// The model file every location refers to.
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Adds a finding of `rule` at `location`.
    mutating func add(_ rule: SwiftDataRule, _ message: String, at location: SourceLocationRef,
                      entity: String? = nil, property: String? = nil, fixHint: String? = nil) {
        diagnostics.append(Diagnostic(ruleID: rule.rawValue, severity: rule.severity, message: message,
                                      location: location.located(in: file), entity: entity, property: property, fixHint: fixHint))
    }
}
