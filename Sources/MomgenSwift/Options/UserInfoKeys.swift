// The userInfo keys momgen reads from a model, in one place (documented in
// docs/templates.md).

/// userInfo keys that change the generated code.
public enum UserInfoKeys {
    /// mogenerator's: the Swift type of a scalar attribute's value, e.g. an
    /// enum `Mood` (RawRepresentable) backed by an Integer 16 attribute.
    public static let attributeValueScalarType = "attributeValueScalarType"
    /// mogenerator's: the class of an object attribute (e.g. Transformable).
    public static let attributeValueClassName = "attributeValueClassName"
    /// mogenerator's: `YES` makes a property read-only in the generated API.
    public static let readonly = "mogenerator.readonly"
    /// mogenerator's: `YES` leaves an entity or property out of the output.
    public static let ignore = "mogenerator.ignore"
    /// mogenerator's: comma-separated module names to import in the entity's files.
    public static let additionalImports = "additionalImports"
    /// mogenerator's: the superclass of a root entity's class.
    public static let mogeneratorCustomBaseClass = "mogenerator.customBaseClass"
    /// Ours: the superclass of a root entity's class (wins over mogenerator's).
    public static let customBaseClass = "momgen.customBaseClass"
    /// Ours: a RawRepresentable enum type for an attribute (same effect as
    /// `attributeValueScalarType`, and also valid for String attributes).
    public static let enumType = "momgen.enumType"
    /// Ours: a Codable type stored as JSON in a Binary attribute.
    public static let codableType = "momgen.codableType"

    /// Whether a userInfo value means yes (`YES`, `yes`, `true`, `1`).
    public static func isTrue(_ value: String?) -> Bool {
        guard let value else { return false }
        return ["yes", "true", "1"].contains(value.lowercased())
    }
}
