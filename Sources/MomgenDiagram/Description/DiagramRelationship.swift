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
