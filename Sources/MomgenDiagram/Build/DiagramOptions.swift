// What a user asked the diagram to show.

/// The choices of `momgen diagram` that change what is drawn (not how).
///
/// For example, `DiagramOptions(entities: ["Book"], showsAttributes: false)`
/// draws Book, its neighbours and the lines between them, names only.
public struct DiagramOptions: Equatable, Sendable {
    /// Entities to centre on (`--entities A,B`): they and their neighbours
    /// are drawn; empty means every entity.
    public var entities: [String]
    /// Draw only this configuration's member entities (`--configuration NAME`).
    public var configuration: String?
    /// List attributes in the entity boxes (off with `--no-attributes`).
    public var showsAttributes: Bool
    /// Group entities into boxes by configuration (`--clusters`, DOT and SVG).
    public var clustersConfigurations: Bool

    public init(entities: [String] = [], configuration: String? = nil, showsAttributes: Bool = true,
                clustersConfigurations: Bool = false) {
        self.entities = entities
        self.configuration = configuration
        self.showsAttributes = showsAttributes
        self.clustersConfigurations = clustersConfigurations
    }
}
