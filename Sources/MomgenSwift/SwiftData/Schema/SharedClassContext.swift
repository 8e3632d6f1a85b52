// The template context of one class an old schema shares with an earlier
// schema (Templates/swiftdata-schema.mustache): a typealias in the schema's
// enum, so that its `models`, its own classes and its stages name the
// earlier schema's class, and aliases of the composite structs declared
// beside it.
import Mustache

/// A class an old schema names from an earlier one.
///
/// For example, `SharedClassContext(className: "Tag", ownerSchema: "JournalSchemaV1",
/// compositeNames: [], classModifier: "")` renders `typealias Tag = JournalSchemaV1.Tag`.
public struct SharedClassContext: Sendable, Equatable {
    /// The class name, as the schema's classes write it.
    public let className: String
    /// The schema enum whose frozen copy it is.
    public let ownerSchema: String
    /// The composite structs declared beside the class, aliased with it.
    public let compositeNames: [String]
    /// `public ` or empty.
    public let classModifier: String
}

extension SharedClassContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "className": return className
        case "ownerSchema": return ownerSchema
        case "compositeNames": return compositeNames
        case "classModifier": return classModifier
        default: return nil
        }
    }
}
