// The template context of `<M>SchemaV<k>.swift` (Templates/swiftdata-schema.mustache):
// one `VersionedSchema` enum, and for an old schema its frozen classes.
import Mustache

/// What the schema template renders.
///
/// For example, Journal's first schema: `schemaName: "JournalSchemaV1"`,
/// `versionIdentifier: "Schema.Version(1, 0, 0)"`, `models: ["Entry", "Tag"]`.
public struct SchemaFileContext: Sendable {
    public let modelName: String
    public let schemaName: String
    /// `Schema.Version(1, 0, 0)`.
    public let versionIdentifier: String
    /// `1.0.0`, as stores record it.
    public let identifierText: String
    /// The merged model versions, quoted and comment-safe: `'Journal', 'Journal 2'`.
    public let versionNames: String
    public let isMerged: Bool
    /// The schema of the version generated for: its classes are the
    /// per-entity files, so this file holds only the enum.
    public let isCurrent: Bool
    /// The class names, in entity-name order.
    public let models: [String]
    /// The frozen classes of an old schema, built from that version's model
    /// and rendered by the same class template as the live ones (empty for
    /// the current schema).
    public let frozenClasses: [SwiftDataClassContext]
    public let staticModifier: String
}

extension SchemaFileContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "modelName": return modelName
        case "schemaName": return schemaName
        case "versionIdentifier": return versionIdentifier
        case "identifierText": return identifierText
        case "versionNames": return versionNames
        case "isMerged": return isMerged
        case "isCurrent": return isCurrent
        case "models": return models
        case "frozenClasses": return frozenClasses
        case "hasFrozenClasses": return !frozenClasses.isEmpty
        case "staticModifier": return staticModifier
        default: return nil
        }
    }
}
