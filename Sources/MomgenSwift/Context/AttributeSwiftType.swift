// The Swift shape of one attribute, as the type mapper decides it.

/// The Swift shape of one attribute.
public struct AttributeSwiftType: Sendable, Equatable {
    /// The type without optionality, e.g. `Int16`, `String`, `Mood`.
    public var valueType: String
    /// The stored type for `.enumeration` and `.codable` (`Int16`, `Data`),
    /// else the value type.
    public var storageType: String
    public var kind: AttributeKind
    /// Whether the Swift type is optional (the model's optionality, except
    /// that Codable values are always optional since decoding can fail).
    public var isOptional: Bool
    /// Declared `T!` (`RequiredStyle.implicitlyUnwrapped`); never with `isOptional`.
    public var isImplicitlyUnwrapped = false

    /// The declared type, e.g. `Int16?`, `Date!` or `String`.
    public var declaredType: String {
        isOptional ? optionalType(valueType) : isImplicitlyUnwrapped ? valueType + "!" : valueType
    }
}
