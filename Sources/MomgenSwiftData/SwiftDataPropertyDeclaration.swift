// A stored property of a generated `@Model` class (or a member of a generated
// Codable struct) as far as SwiftData reads it: its Swift type, whether it is
// optional, and its `@Attribute`/`@Relationship` arguments. The declarer
// builds these from the model (momgen's layout rules); the mapping turns them
// into the Core Data property SwiftData derives (the evidence).

/// One stored property of an `@Model` class.
///
/// For example, `@Relationship(deleteRule: .cascade, inverse: \Chapter.book)
/// var chapters: [Chapter] = []` is `kind: .toMany("Chapter")`,
/// `isOptional: false`, `inverse: "book"`.
public struct SwiftDataPropertyDeclaration: Hashable, Sendable {
    /// What the property holds.
    public indirect enum Kind: Hashable, Sendable {
        /// A single value, `var title: String`.
        case value(SwiftDataValueType)
        /// An array of values inside a Codable struct, `var tags: [String]`.
        case array(SwiftDataValueType)
        /// `@Attribute(.transformable(by:))`.
        case transformable
        /// A Codable struct with these stored members.
        case composite([SwiftDataPropertyDeclaration])
        /// `var owner: Owner` or `Owner?`.
        case toOne(destination: String)
        /// `var items: [Item]`, `[Item] = []` or `[Item]?`.
        case toMany(destination: String)
    }

    /// `@Attribute` options that reach the derived attribute's hash.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// `.externalStorage`.
        public static let externalStorage = Options(rawValue: 1)
        /// `.preserveValueOnDeletion`.
        public static let preserveValueOnDeletion = Options(rawValue: 2)
    }

    public var name: String
    public var kind: Kind
    /// The Swift type ends in `?`.
    public var isOptional: Bool
    public var options: Options = []
    /// `hashModifier:`.
    public var hashModifier: String?
    /// The inverse's property name, as `inverse: \Destination.name` names it
    /// (on one side of a pair only).
    public var inverse: String?
    /// `minimumModelCount:` / `maximumModelCount:`, when written.
    public var minimumModelCount: Int?
    public var maximumModelCount: Int?

    public init(name: String, kind: Kind, isOptional: Bool) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
    }
}
