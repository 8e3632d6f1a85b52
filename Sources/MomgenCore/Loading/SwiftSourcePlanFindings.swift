// `momgen lint SOURCES`: besides the model rules on the current schema, the
// migration-plan rules of MomgenSwiftSource (SwiftPlanRule: duplicate
// checksums, stages outside `schemas` or not inferable, classes a stage's
// context lacks, released schemas listing live classes, …), at their Swift
// lines. Nothing for a model that is not Swift code.
import MomgenDiagnostics
import MomgenSwiftSource

/// The plan findings of a MODEL argument.
public enum SwiftSourcePlanFindings {
    /// The findings for `model` when it is Swift code, else none.
    public static func diagnostics(model: String, more: [String] = []) throws -> [Diagnostic] {
        guard SwiftSourceFiles.isSwiftSource(model) else { return [] }
        return SwiftPlanChecks().check(try SwiftSourceReader().read([model] + more))
    }
}
