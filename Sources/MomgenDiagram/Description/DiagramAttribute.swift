// One attribute row of an entity box.

/// One attribute row.
///
/// For example, `DiagramAttribute(name: "price", type: "Float", isOptional: true)`.
public struct DiagramAttribute: Equatable, Sendable {
    public var name: String
    /// Xcode's spelling of the type (`Integer 16`, `String`, …).
    public var type: String
    public var isOptional: Bool
    public var isTransient: Bool
    public var isDerived: Bool
    public var isIndexed: Bool
    /// The uniqueness constraint the attribute is part of, when there is one:
    /// `[name]` alone, or every member of a compound constraint.
    public var uniqueWith: [String]?

    public init(name: String, type: String, isOptional: Bool = false, isTransient: Bool = false,
                isDerived: Bool = false, isIndexed: Bool = false, uniqueWith: [String]? = nil) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.isTransient = isTransient
        self.isDerived = isDerived
        self.isIndexed = isIndexed
        self.uniqueWith = uniqueWith
    }

    /// The other members of a compound uniqueness constraint (empty when the
    /// attribute is unique alone or not at all).
    public var uniquePartners: [String] {
        (uniqueWith ?? []).filter { $0 != name }
    }
}
