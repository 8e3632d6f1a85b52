// `momgen store`'s report, as text for people and JSON for CI
// (docs/versions.md documents the fields). Changes are `momgen diff`'s
// objects, so one vocabulary serves both commands. Every string from the
// store, the bundle or the path is escaped for the terminal in the text
// (TerminalText).
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
        let quoted = report.matchingVersions.map { "'\(t($0))'" }.joined(separator: ", ")
        if let edited = report.editedInPlaceVersion {
            out += "written by: no version of this bundle as it is now ('\(t(edited))' has the store's hashes, but was edited in place since; see the note)\n"
        } else if let version = report.storeVersion {
            out += "written by: '\(t(version))'" + (report.matchingVersions.count > 1 ? " (versions with the same hashes: \(quoted))" : "") + "\n"
        } else if report.matchingVersions.count > 1 {
            out += "written by: one of \(quoted) (equal hashes)\n"
        } else if report.origins.values.contains(where: { $0 != nil }) {
            out += "written by: a merged model; each entity's origin:\n"
            for name in report.origins.keys.sorted(by: CocoaStringOrder.precedes) {
                let origin = report.origins[name] ?? nil
                out += "  \(t(name)): " + (origin.map { ($0.bundle.isEmpty ? "" : "\(t($0.bundle)) ") + "version '\(t($0.version))'" } ?? "no version of the bundles given") + "\n"
            }
        } else {
            out += "written by: no version of this bundle (no version has the store's entity hashes)\n"
        }
        if let schema = report.swiftDataSchema { out += Self.swiftDataLine(schema) }
        if report.compatible {
            out += "opens with '\(t(report.modelVersion))' without migration: every entity hash is equal\n"
        } else {
            out += "needs a migration to open with '\(t(report.modelVersion))': \(report.entityChanges.count) entit\(report.entityChanges.count == 1 ? "y differs" : "ies differ")\n"
            for change in report.entityChanges {
                out += "  \(t(change.entity)): \(change.kind.rawValue)\n"
                for detail in change.details { out += "    \(t(detail))\n" }
            }
            if !report.changes.isEmpty {
                out += "what changed since the writing version, as momgen diff reports it:\n"
                for change in report.changes {
                    let subject = change.property.map { "\(change.entity).\($0)" } ?? change.entity
                    out += "  [\(Self.label(change.group))] \(t(subject)): \(t(change.reason))\n"
                }
            }
        }
        for caveat in report.caveats { out += "note: \(t(caveat))\n" }
        guard let schema = report.schema, let version = report.schemaVersion else {
            return out + "schema not compared: several bundles were given, and momgen builds no merged schema\n"
        }
        out += "schema compared with the fresh DDL of '\(t(version))'"
        out += " (layout of framework \(metadata.frameworkVersion.map(String.init) ?? "today")):\n"
        out += schema.text().split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "  \($0)" }.joined(separator: "\n")
        return out
    }

    /// The SwiftData schema line: which `<M>SchemaV<k>` has the store's
    /// hashes, and whether the store records its identifier.
    static func swiftDataLine(_ schema: StoreSwiftDataSchema) -> String {
        let t = TerminalText.escaped
        guard let name = schema.name, let identifier = schema.identifier else {
            return "SwiftData schema: none (no schema of \(schema.schemas.map(t).joined(separator: ", ")) has the store's entity hashes)\n"
        }
        let versions = schema.versions.map { "'\(t($0))'" }.joined(separator: ", ")
        let recorded = schema.identifierRecorded
            ? "the store records its identifier, as SwiftData does"
            : "the store does not record its identifier: not written by SwiftData with this schema"
        return "SwiftData schema: \(t(name)) (versionIdentifier \(t(identifier)), model version\(schema.versions.count == 1 ? "" : "s") \(versions)); \(recorded)\n"
    }

    static func label(_ group: ModelChange.Group) -> String {
        switch group {
        case .notInferable: return "not inferable"
        case .dataAtRisk: return "data at risk"
        case .inferred: return "inferred"
        case .note: return "note"
        }
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
            ("downgrade", .bool(report.downgrade)),
            ("entities", .object(report.origins.keys.sorted(by: CocoaStringOrder.precedes).map { name in
                let origin = report.origins[name] ?? nil
                return (name, .object([("origin", origin.map { .object([("bundle", .string($0.bundle)), ("version", .string($0.version))]) } ?? .null)]))
            })),
            ("modelVersion", .string(report.modelVersion)),
            ("compatible", .bool(report.compatible)),
            ("changedEntities", .array(report.changedEntities.map(JSONValue.string))),
            // The objects of `momgen diff --format json`'s `changes`.
            ("changes", .array(report.changes.map(DiffJSONRenderer.change))),
            ("entityChanges", .array(report.entityChanges.map(VersionsJSONRenderer.change))),
            ("ownModelChanges", report.ownModelChanges.map { .array($0.map(DiffJSONRenderer.change)) } ?? .null),
            ("editedInPlaceVersion", .optional(report.editedInPlaceVersion)),
            ("swiftDataSchema", report.swiftDataSchema.map { schema in
                .object([
                    ("name", .optional(schema.name)), ("versionIdentifier", .optional(schema.identifier)),
                    ("versions", .array(schema.versions.map(JSONValue.string))),
                    ("identifierRecorded", .bool(schema.identifierRecorded)),
                    ("schemas", .array(schema.schemas.map(JSONValue.string))),
                ])
            } ?? .null),
            ("caveats", .array(report.caveats.map(JSONValue.string))),
            // The schema comparison as `momgen ddl --compare --format json` reports it.
            ("schema", report.schema.map { .object([("comparedWith", .string(report.schemaVersion ?? ""))] + $0.jsonFields) } ?? .null),
        ]).rendered()
    }
}
