// The lines of the diagram: relationships (both ends of an inverse pair as
// one line), inheritance, and fetched properties.
import MomgenModel

/// A relationship line between two entities.
///
/// For example, Book → Page with `forward` = `Book.pages` (to-many, ordered,
/// cascade; drawn at the Page end) and `inverse` = `Page.book` (to-one; drawn
/// at the Book end).
public struct DiagramRelationship: Equatable, Sendable {
    /// The entity that declares `forward` (`DiagramEntity.id`).
    public var from: String
    /// `forward`'s destination (`DiagramEntity.id`).
    public var to: String
    public var forward: DiagramRelationshipEnd
    /// The inverse when it names `forward` back; nil for a relationship
    /// without a (reciprocal) inverse.
    public var inverse: DiagramRelationshipEnd?
    /// Lint findings about either relationship of the line.
    public var findings: [DiagramFinding]

    public init(from: String, to: String, forward: DiagramRelationshipEnd, inverse: DiagramRelationshipEnd? = nil,
                findings: [DiagramFinding] = []) {
        self.from = from
        self.to = to
        self.forward = forward
        self.inverse = inverse
        self.findings = findings
    }
}

/// One relationship, as drawn at its destination's end of a line.
///
/// For example, `Book.pages`: `name: "pages"`, 0 to many, ordered, cascade.
public struct DiagramRelationshipEnd: Equatable, Sendable {
    public var name: String
    /// How many destination objects one source object has.
    public var multiplicity: Multiplicity
    public var isOrdered: Bool
    public var isTransient: Bool
    public var deleteRule: DeleteRule

    public init(name: String, multiplicity: Multiplicity, isOrdered: Bool = false, isTransient: Bool = false,
                deleteRule: DeleteRule = .nullify) {
        self.name = name
        self.multiplicity = multiplicity
        self.isOrdered = isOrdered
        self.isTransient = isTransient
        self.deleteRule = deleteRule
    }
}

/// A sub-entity → parent line (a hollow arrow in DOT).
public struct DiagramInheritance: Equatable, Sendable {
    public var child: String
    public var parent: String

    public init(child: String, parent: String) {
        self.child = child
        self.parent = parent
    }
}

/// A fetched property: a dashed line from the entity that declares it to the
/// entity its request fetches.
///
/// For example, `BookCategory.bargainBooks` → Book.
public struct DiagramFetchedProperty: Equatable, Sendable {
    public var from: String
    public var to: String
    public var name: String

    public init(from: String, to: String, name: String) {
        self.from = from
        self.to = to
        self.name = name
    }
}
