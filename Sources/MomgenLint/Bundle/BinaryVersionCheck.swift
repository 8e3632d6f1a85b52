// binary-model-version: a bundle version saved by Xcode 3 in its binary
// format (`elements` and `layout` files, no `contents`). momgen cannot read
// it; the bundle's XML versions still work, so this is a note, reported once
// per bundle. Like missing-current-version it checks the bundle folder.
import MomgenDiagnostics

/// Notes Xcode 3 binary versions in a `.xcdatamodeld` bundle.
public struct BinaryVersionCheck: Sendable {
    public let description = RuleDescription(
        id: "binary-model-version", family: .bundles, severity: .info,
        rationale: "Xcode 3 saved model versions in a binary format (elements and layout files, no contents); momgen cannot read them, so versions, diff, lock and lint leave them out and work with the bundle's XML versions",
        fixHint: "open the version in a current Xcode and save it to convert it to XML, or delete it if no user still has a store from it",
        triggering: [], nonTriggering: [])

    public init() {}

    /// The finding for a bundle, or nil when it holds no binary version.
    public func check(binaryVersions: [String]) -> Finding? {
        guard !binaryVersions.isEmpty else { return nil }
        let names = binaryVersions.map { "'\($0)'" }.joined(separator: ", ")
        return Finding("model bundle holds \(binaryVersions.count == 1 ? "an Xcode 3 binary version" : "Xcode 3 binary versions") (\(names)) that momgen cannot read; it checks the other versions",
                       at: .unknown, entity: nil)
    }
}

extension Linter {
    /// The binary-version note for `bundle`, with the configuration applied
    /// (nil when there is no binary version or the check is disabled).
    public func binaryVersionDiagnostic(bundle: String, binaryVersions: [String]) -> Diagnostic? {
        let check = BinaryVersionCheck()
        guard isActive(check.description), let finding = check.check(binaryVersions: binaryVersions) else { return nil }
        return Diagnostic(ruleID: check.description.id,
                          severity: configuration.severity[check.description.id] ?? check.description.severity,
                          message: finding.message, location: SourceLocation(file: bundle),
                          fixHint: check.description.fixHint)
    }
}
