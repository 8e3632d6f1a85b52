// The diagram description: what a picture of a model shows, decided once
// (which entities, which edges, which lint marks) so that the Mermaid and DOT
// renderers only choose how to draw it.

/// A model as a diagram: entities, the lines between them, and optional
/// configuration clusters, all in model order.
///
/// For example, BookStore is three entities (Book, BookCategory, Page), two
/// relationship lines (`Book.category`/`BookCategory.books`,
/// `Book.pages`/`Page.book`) and one fetched property line
/// (`BookCategory.bargainBooks` → Book).
public struct Diagram: Equatable, Sendable {
    /// The model's name (`BookStore`), used as the graph's name.
    public var title: String
    public var entities: [DiagramEntity]
    public var relationships: [DiagramRelationship]
    /// Sub-entity → parent lines.
    public var inheritance: [DiagramInheritance]
    public var fetchedProperties: [DiagramFetchedProperty]
    /// Groups of entities by configuration; empty unless clusters were asked for.
    public var clusters: [DiagramCluster]
    /// Whether entities list their attributes (`--no-attributes` turns it off).
    public var showsAttributes: Bool

    public init(title: String, entities: [DiagramEntity] = [], relationships: [DiagramRelationship] = [],
                inheritance: [DiagramInheritance] = [], fetchedProperties: [DiagramFetchedProperty] = [],
                clusters: [DiagramCluster] = [], showsAttributes: Bool = true) {
        self.title = title
        self.entities = entities
        self.relationships = relationships
        self.inheritance = inheritance
        self.fetchedProperties = fetchedProperties
        self.clusters = clusters
        self.showsAttributes = showsAttributes
    }
}
