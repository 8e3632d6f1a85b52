// How a generated attribute accessor stores its value.

/// The accessor shape of an attribute.
///
/// For example, a required `Integer 16` is `.managed` (`@NSManaged var year:
/// Int16`); an optional one is `.optionalScalar` (`var age: Int16?` over
/// primitive accessors); `momgen.enumType = Mood` makes it `.enumeration`.
public enum AttributeKind: String, Sendable {
    /// `@NSManaged` with the Swift type as it is.
    case managed
    /// An optional scalar (`Int16?`, `Bool?`, …) through primitive accessors,
    /// since `@NSManaged` cannot expose an optional scalar.
    case optionalScalar
    /// A RawRepresentable enum over the stored raw value.
    case enumeration
    /// A Codable value stored as JSON in a Binary attribute.
    case codable
}
