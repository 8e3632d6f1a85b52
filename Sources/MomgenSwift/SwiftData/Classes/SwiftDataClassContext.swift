// The template context of one entity's @Model class in the swiftdata layout.
// Templates lay it out nested in the schema enum (`swiftdata-class`): the
// current version's per-entity file and every frozen schema version render
// the same class template.

/// An @Model class, named after its entity.
///
/// For example, BookStore's `Page` gives `className: "Page"`,
/// `schemaName: "BookStoreSchemaV1"`, `fileName: "Page.swift"` and the
/// properties `text: String?` and `book: Book?`.
public struct SwiftDataClassContext: Sendable, Equatable {
    /// The entity's name in the model (SwiftData binds it to the class name).
    public var entityName: String
    /// The class name: the entity name, backquoted if it were a keyword.
    public var className: String
    /// The bare class name, for the typealias and the file.
    public var bareName: String
    /// `<Entity>.swift`.
    public var fileName: String
    /// The VersionedSchema enum the class is nested in (`BookStoreSchemaV1`).
    public var schemaName: String
    /// `public ` or empty, before `class`, `typealias` and `struct`.
    public var classModifier: String
    /// `public ` or empty, before properties and `init`.
    public var memberModifier: String
    /// `final class`, or `class` when a generated subclass inherits from it.
    public var classKeyword: String
    /// `: Base` for a subclass (iOS 26 and its equivalents), else empty.
    public var superclassClause: String
    /// `#Unique<Book>(…)` and `#Index<Book>(…)` lines, at the top of the class.
    public var macros: [String]
    /// `// momgen: …` lines at the top of the class: what SwiftData cannot
    /// express of the entity (fetched properties, fetch request templates, …).
    public var notes: [String]
    /// Stored properties in model order: attributes, then relationships.
    public var properties: [SwiftDataPropertyContext]
    /// `title: String, pages: Int16` (superclass parameters first).
    public var parameterList: String
    /// The parameters this class's own properties take, assigned in `init`.
    public var assignments: [SwiftDataInitParameter]
    /// `override ` when the initialiser has the superclass's signature.
    public var initOverride: String
    /// Whether `init` ends with `super.init(…)`.
    public var hasSuperInit: Bool
    /// `a: a, b: b`, the superclass's parameters passed on.
    public var superArguments: String
    /// The Codable structs of the composites this class's file declares
    /// (each composite once per model, in the file of the first entity using it).
    public var composites: [SwiftDataCompositeContext]
    /// Lines after `import SwiftData` for the framework classes its
    /// Transformables hold: `import UIKit`, or, where a deployment target
    /// lacks the module, `#if canImport(UIKit)` / `import UIKit` / `#endif`.
    public var importLines: [String] = []
}
