// missing-current-version: a versioned model bundle that does not say which
// version is current. This is a check on the bundle folder, not on a model,
// so it is not a `Rule`: the CLI runs it before loading, and it shares the
// rule machinery (id, severity override, disable, docs, SARIF metadata).
import MomgenDiagnostics

/// Flags `.xcdatamodeld` bundles with several versions and no `.xccurrentversion`.
public struct MissingCurrentVersionCheck: Sendable {
    public let description = RuleDescription(
        id: "missing-current-version", family: .bundles, severity: .error,
        rationale: "Without .xccurrentversion, Xcode's model code generation stops the build with 'No current version for model', and tools cannot tell which version the app uses",
        fixHint: "choose the current version in Xcode's File inspector (Model Version), or pass --model-version",
        evidence: RuleEvidence(.codeDoesNotCompile, "Xcode's model code generation step (not momc) stops the build with 'Could not fetch generated file paths: No current version for model at path ...'",
                              source: "Xcode build output observed in public projects (twofas/2fas-ios issue 112, arled/swift-rss-reader-example issue 13)"),
        triggering: [], nonTriggering: [])

    public init() {}

    /// The finding for a bundle, or nil when it is fine: it has a current
    /// version file, or a single version (which is then unambiguous).
    public func check(bundle: String, versions: [String], hasCurrentVersionFile: Bool) -> Finding? {
        guard !hasCurrentVersionFile, versions.count > 1 else { return nil }
        return Finding("model bundle has \(versions.count) versions (\(versions.joined(separator: ", "))) and no .xccurrentversion naming the current one",
                       at: .unknown, entity: nil)
    }
}

extension Linter {
    /// The bundle check's diagnostic for `bundle`, with the configuration applied
    /// (nil when the bundle is fine or the check is disabled).
    public func bundleDiagnostic(bundle: String, versions: [String], hasCurrentVersionFile: Bool) -> Diagnostic? {
        let check = MissingCurrentVersionCheck()
        guard isActive(check.description),
              let finding = check.check(bundle: bundle, versions: versions, hasCurrentVersionFile: hasCurrentVersionFile) else { return nil }
        return Diagnostic(ruleID: check.description.id,
                          severity: configuration.severity[check.description.id] ?? check.description.severity,
                          message: finding.message, location: SourceLocation(file: bundle),
                          fixHint: check.description.fixHint)
    }
}
