// `momgen versions --format json`: the version history as a stable JSON
// document (docs/versions.md documents every field).
import MomgenDiagnostics

/// Renders a version history as JSON.
public struct VersionsJSONRenderer {
    public init() {}

    public func render(_ history: VersionHistory) -> String {
        JSONValue.object([
            ("bundle", .optional(history.bundlePath)),
            ("current", .optional(history.current?.name)),
            ("versions", .array(history.versions.indices.map { version(history, $0) })),
        ]).rendered()
    }

    private func version(_ history: VersionHistory, _ index: Int) -> JSONValue {
        let version = history.versions[index]
        let hashes = version.hashes
        var fields: [(String, JSONValue)] = [
            ("name", .string(version.name)),
            ("current", .bool(version.isCurrent)),
            ("checksum", .string(hashes.checksum)),
            ("digest", .string(hashes.digest)),
            ("versionIdentifier", .optional(hashes.versionIdentifier)),
            ("exact", .bool(hashes.isExact)),
            ("entityHashes", .object(hashes.entities.map { ($0.name, .string($0.base64)) })),
            ("notExact", .object(hashes.entities.filter { !$0.isExact }.map {
                ($0.name, .array($0.inexactReasons.map(JSONValue.string)))
            })),
        ]
        if index == 0 {
            fields.append(("changesFromPrevious", .null))
        } else {
            let changes = history.changesFromPrevious(index)
            fields.append(("changesFromPrevious", .object([
                ("previous", .string(history.versions[index - 1].name)),
                ("migrationNeeded", .bool(!changes.isEmpty)),
                ("entities", .array(changes.map(Self.change))),
            ])))
        }
        return .object(fields)
    }

    static func change(_ change: EntityHashChange) -> JSONValue {
        .object([
            ("entity", .string(change.entity)),
            ("kind", .string(change.kind.rawValue)),
            ("details", .array(change.details.map(JSONValue.string))),
        ])
    }
}
