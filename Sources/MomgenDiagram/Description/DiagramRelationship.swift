// A relationship line: both ends of an inverse pair drawn as one line.

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
    /// The inverse name `forward` declares when there is no `inverse` to
    /// draw (the name is not found, or that relationship names another one
    /// back); nil when it declares none.
    public var unpairedInverse: String?
    /// Lint findings about either relationship of the line.
    public var findings: [DiagramFinding]

    public init(from: String, to: String, forward: DiagramRelationshipEnd, inverse: DiagramRelationshipEnd? = nil,
                unpairedInverse: String? = nil, findings: [DiagramFinding] = []) {
        self.from = from
        self.to = to
        self.forward = forward
        self.inverse = inverse
        self.unpairedInverse = unpairedInverse
        self.findings = findings
    }

    /// What the label says of a line without an inverse end: `no inverse`,
    /// or `non-reciprocal inverse 'a'` when one is named but does not pair.
    public var missingInverseNote: String? {
        guard inverse == nil else { return nil }
        return unpairedInverse.map { "non-reciprocal inverse '\($0)'" } ?? "no inverse"
    }
}
