// Gathers the evidence of a bundle's version order — momgen.yml's
// `version-order`, the git history, the versions' identifiers — and lets
// MomgenVersions' `VersionOrder` decide it. Both readers (source bundles and
// compiled `.momd`) and every command reach the order through here.
import Foundation
import MomgenConfig
import MomgenVersions

/// Decides the order of a bundle's versions from the evidence at hand.
public struct VersionOrdering: Sendable {
    /// The repository history reader; nil reads no history (tests of the
    /// other evidence, or a caller that must not run git).
    public var history: GitVersionHistory?
    /// Whether momgen.yml's `version-order` is looked for.
    public var readsConfiguration: Bool

    public init(history: GitVersionHistory? = GitVersionHistory(), readsConfiguration: Bool = true) {
        self.history = history
        self.readsConfiguration = readsConfiguration
    }

    /// The order of the versions `names` of `bundle`, whose folders (or
    /// files) are `<name><versionSuffix>`.
    public func order(bundle: String, names: [String], current: String?, identifiers: [String: String],
                      versionSuffix: String) -> VersionOrder {
        var evidence = VersionOrderEvidence(names: names, current: current, bundleName: Self.stem(bundle), identifiers: identifiers)
        guard names.count > 1 else { return VersionOrder(evidence) }
        if readsConfiguration { evidence.declared = Self.declared(for: bundle) }
        if evidence.declared == nil, let reading = history?.read(bundle: bundle, versionSuffix: versionSuffix) {
            evidence.firstAdded = reading.firstAdded
            evidence.historyIsShallow = reading.isShallow
        }
        return VersionOrder(evidence)
    }

    /// `version-order` of the momgen.yml entry whose path is `bundle`.
    static func declared(for bundle: String) -> DeclaredVersionOrder? {
        guard let file = ConfigLocator().locate(from: bundle),
              let configuration = (try? ConfigReader().read(file))?.0 else { return nil }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let target = URL(fileURLWithPath: bundle).standardizedFileURL.path
        for entry in configuration.models.models where !entry.versionOrder.isEmpty {
            let path = entry.path.hasPrefix("/") ? URL(fileURLWithPath: entry.path) : folder.appendingPathComponent(entry.path)
            if path.standardizedFileURL.path == target {
                return DeclaredVersionOrder(names: entry.versionOrder, source: "\(file):\(entry.versionOrderLine)")
            }
        }
        return nil
    }

    /// `Model` for `…/Model.xcdatamodeld` or `…/Model.momd/`.
    static func stem(_ bundle: String) -> String {
        let last = bundle.split(separator: "/").last.map(String.init) ?? bundle
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }
}
