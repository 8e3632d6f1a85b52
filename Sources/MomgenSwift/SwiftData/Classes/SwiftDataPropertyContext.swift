// One stored property of a generated @Model class (or of a composite's
// Codable struct): its declaration line, the macro above it and the notes
// that say what SwiftData does differently from the model.

/// A stored property of an @Model class.
///
/// For example, the required Integer 32 `calories` with default `0.0` gives
/// `swiftName: "calories"`, `declaredType: "Int32"`, `defaultClause: " = 0"`;
/// a cascading to-many `pages` gives `annotations: ["@Relationship(deleteRule: .cascade)"]`.
public struct SwiftDataPropertyContext: Sendable, Equatable {
    /// The property's name in the model.
    public var name: String
    /// The Swift name, backquoted when it is a keyword.
    public var swiftName: String
    /// `Int32`, `String?`, `[Page]`, …
    public var declaredType: String
    /// ` = literal`, or empty when the property has no initial value.
    public var defaultClause: String
    /// Macro lines written above the declaration (`@Attribute(.unique)`).
    public var annotations: [String]
    /// `// momgen: …` lines written above it: what SwiftData cannot keep.
    public var notes: [String]
    /// `public ` or empty (`--access`).
    public var memberModifier: String
    /// A relationship (else an attribute).
    public var isRelationship: Bool
}
