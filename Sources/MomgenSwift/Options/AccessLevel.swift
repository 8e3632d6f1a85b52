// The access level generated declarations get (`--access`).

/// `internal`, `public` or `open`.
///
/// For example, `.open` gives `open class _Book`, `@NSManaged open var title`
/// and `public static func …` (a static member cannot be `open`).
public enum AccessLevel: String, CaseIterable, Sendable, Encodable {
    case `internal`, `public`, `open`

    /// The modifier for classes, written before `class` with a trailing space
    /// (empty for internal, which is Swift's default).
    public var classModifier: String {
        self == .internal ? "" : rawValue + " "
    }

    /// The modifier for overridable members (properties, class vars, mutators).
    public var memberModifier: String { classModifier }

    /// The modifier for members that cannot be `open` (static functions,
    /// nested types, protocol extension members).
    public var staticModifier: String {
        self == .internal ? "" : "public "
    }
}
