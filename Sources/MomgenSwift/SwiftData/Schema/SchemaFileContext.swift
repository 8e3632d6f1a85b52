// The template context of `<M>SchemaV<k>.swift` (Templates/swiftdata-schema.mustache):
// one `VersionedSchema` enum, and for an old schema its frozen classes and
// the typealiases of the classes it shares with an earlier schema.
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
    /// The classes an old schema names from an earlier schema, unchanged
    /// (see `SwiftDataClassSharing`), in entity-name order.
    public var sharedClasses: [SharedClassContext] = []
    public let staticModifier: String
    /// The frozen classes' framework imports (`import UIKit`), each once.
    public var importLines: [String] {
        var seen: Set<[String]> = []
        let groups = frozenClasses.flatMap { Self.importGroups($0.importLines) }.filter { seen.insert($0).inserted }
        return groups.sorted { ($0.first { $0.hasPrefix("import ") } ?? "") < ($1.first { $0.hasPrefix("import ") } ?? "") }.flatMap { $0 }
    }

    /// `import M` lines and `#if canImport(M)` … `#endif` blocks, one group each.
    static func importGroups(_ lines: [String]) -> [[String]] {
        var groups: [[String]] = []
        var block: [String]?
        for line in lines {
            if line.hasPrefix("#if") { block = [line]; continue }
            if block != nil {
                block!.append(line)
                if line == "#endif" { groups.append(block!); block = nil }
                continue
            }
            groups.append([line])
        }
        return groups
    }
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
        case "sharedClasses": return sharedClasses
        case "hasSharedClasses": return !sharedClasses.isEmpty
        case "staticModifier": return staticModifier
        case "importLines": return importLines
        default: return nil
        }
    }
}
