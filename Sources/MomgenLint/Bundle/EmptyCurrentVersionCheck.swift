// empty-current-version: a versioned model bundle whose `.xccurrentversion`
// exists but names no version (`<dict/>`, or no `_XCCurrentVersionName`).
// Unlike a missing file (missing-current-version, an error) the bundle was
// set up by Xcode and only lost its choice, so momgen goes on with the last
// version in name order and says which one; the warning asks for the choice
// to be made where Xcode keeps it. Like missing-current-version it judges the
// bundle folder, so the CLI runs it before loading.
import MomgenDiagnostics

/// Flags `.xccurrentversion` files that name no version.
public struct EmptyCurrentVersionCheck: Sendable {
    public let description = RuleDescription(
        id: "empty-current-version", family: .bundles, severity: .warning,
        rationale: "A .xccurrentversion that names no version (<dict/>) names no current version for the bundle; what Xcode then does is not verified here (for a missing file its code generation stops with 'No current version for model'), and tools must guess which version the app uses; momgen takes the last version in name order and says so",
        fixHint: "choose the current version in Xcode's File inspector (Model Version), which writes _XCCurrentVersionName into .xccurrentversion, or pass --model-version",
        triggering: [], nonTriggering: [])

    public init() {}

    /// The finding for a bundle whose `.xccurrentversion` exists but names
    /// nothing, given its versions in name order; nil when it has one version.
    public func check(versions: [String]) -> Finding? {
        guard versions.count > 1, let taken = versions.last else { return nil }
        return Finding(".xccurrentversion names no version (the bundle has \(versions.count): \(versions.joined(separator: ", "))): momgen lints '\(taken)', the last in name order; name the version the app uses in it",
                       at: .unknown, entity: nil)
    }
}

extension Linter {
    /// The empty-current-version diagnostic for `bundle`, with the
    /// configuration applied (nil when it has one version or the check is disabled).
    public func emptyCurrentVersionDiagnostic(bundle: String, versions: [String]) -> Diagnostic? {
        let check = EmptyCurrentVersionCheck()
        guard isActive(check.description), let finding = check.check(versions: versions) else { return nil }
        return Diagnostic(ruleID: check.description.id,
                          severity: configuration.severity[check.description.id] ?? check.description.severity,
                          message: finding.message, location: SourceLocation(file: bundle + "/.xccurrentversion"),
                          fixHint: check.description.fixHint)
    }
}
