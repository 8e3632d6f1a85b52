// `momgen store`'s report, as text for people and JSON for CI
// (docs/versions.md documents the fields). Every string from the store, the
// bundle or the path is escaped for the terminal in the text (TerminalText).
import MomgenDiagnostics

/// Renders a store check.
public struct StoreCheckRenderer {
    public init() {}

    public func text(_ report: StoreCheckReport) -> String {
        let metadata = report.metadata
        let t = TerminalText.escaped
        var out = "\(t(report.storePath))\n"
        out += "  framework version: \(metadata.frameworkVersion.map(String.init) ?? "unknown")\n"
        let identifiers = metadata.versionIdentifiers.filter { !$0.isEmpty }
        if !identifiers.isEmpty { out += "  model version identifiers: \(t(identifiers.joined(separator: ", ")))\n" }
        out += "  entities: \(metadata.entityHashes.count)\n"
        if let checksum = metadata.checksum { out += "  checksum: \(t(checksum))\n" }
        switch report.matchingVersions.count {
        case 0: out += "written by: no version of this bundle (no version has the store's entity hashes)\n"
        case 1: out += "written by: '\(t(report.storeVersion ?? ""))'\n"
        default:
            out += "written by: '\(t(report.storeVersion ?? ""))' (versions with the same hashes: \(report.matchingVersions.map { "'\(t($0))'" }.joined(separator: ", ")))\n"
        }
        if report.compatible {
            out += "opens with '\(t(report.modelVersion))' without migration: every entity hash is equal\n"
        } else {
            out += "needs a migration to open with '\(t(report.modelVersion))': \(report.changes.count) entit\(report.changes.count == 1 ? "y differs" : "ies differ")\n"
            for change in report.changes {
                out += "  \(t(change.entity)): \(change.kind.rawValue)\n"
                for detail in change.details { out += "    \(t(detail))\n" }
            }
        }
        for caveat in report.caveats { out += "note: \(t(caveat))\n" }
        out += "schema compared with the fresh DDL of '\(t(report.schemaVersion))'"
        out += " (layout of framework \(metadata.frameworkVersion.map(String.init) ?? "today")):\n"
        out += report.schema.text().split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  \($0)" }.joined(separator: "\n")
        return out
    }

    public func json(_ report: StoreCheckReport) -> String {
        let metadata = report.metadata
        return JSONValue.object([
            ("store", .string(report.storePath)),
            ("frameworkVersion", metadata.frameworkVersion.map(JSONValue.int) ?? .null),
            ("versionIdentifiers", .array(metadata.versionIdentifiers.map(JSONValue.string))),
            ("storeChecksum", .optional(metadata.checksum)),
            ("storeDigest", .optional(metadata.digest)),
            ("storeEntityHashes", .object(metadata.entityHashes.keys.sorted(by: CocoaStringOrder.precedes).map {
                ($0, .string(metadata.entityHashes[$0] ?? ""))
            })),
            ("storeVersion", .optional(report.storeVersion)),
            ("matchingVersions", .array(report.matchingVersions.map(JSONValue.string))),
            ("modelVersion", .string(report.modelVersion)),
            ("compatible", .bool(report.compatible)),
            ("changedEntities", .array(report.changedEntities.map(JSONValue.string))),
            ("changes", .array(report.changes.map(VersionsJSONRenderer.change))),
            ("caveats", .array(report.caveats.map(JSONValue.string))),
            // The schema comparison as `momgen ddl --compare --format json` reports it.
            ("schema", .object([("comparedWith", .string(report.schemaVersion))] + report.schema.jsonFields)),
        ]).rendered()
    }
}
