// One box of the diagram: an entity with the attributes it declares.

/// An entity as the diagram draws it.
///
/// For example, Book with `price: Float?` and `title: String?`.
public struct DiagramEntity: Equatable, Sendable {
    /// Unique among the diagram's entities: the entity's name, with `~2`,
    /// `~3`, … added for the second and later entities of a duplicated name
    /// (so two entities never merge into one node).
    public var id: String
    public var name: String
    public var isAbstract: Bool
    /// Shown only because it is a neighbour of an entity picked with
    /// `--entities`: drawn as a name without attributes.
    public var isContext: Bool
    /// The attributes the entity itself declares (inherited ones are on the
    /// parent, which the inheritance line points at).
    public var attributes: [DiagramAttribute]
    /// Lint findings (warnings and errors) about the entity or one of its
    /// attributes; empty unless lint marks were asked for.
    public var findings: [DiagramFinding]

    public init(id: String, name: String, isAbstract: Bool = false, isContext: Bool = false,
                attributes: [DiagramAttribute] = [], findings: [DiagramFinding] = []) {
        self.id = id
        self.name = name
        self.isAbstract = isAbstract
        self.isContext = isContext
        self.attributes = attributes
        self.findings = findings
    }
}
