// A box around the entities that share configurations (`--clusters`).

/// Entities drawn together in a box, labelled with the configurations they
/// all belong to.
///
/// For example, `DiagramCluster(label: "Cloud, Local", entityIDs: ["Note"])`
/// for an entity that is a member of both configurations. A DOT node can sit
/// in one cluster only, so an entity in several configurations gets a cluster
/// of its own combination rather than being drawn in one of them.
public struct DiagramCluster: Equatable, Sendable {
    /// The configuration names, sorted, joined with ", ".
    public var label: String
    /// `DiagramEntity.id`s, in model order.
    public var entityIDs: [String]

    public init(label: String, entityIDs: [String]) {
        self.label = label
        self.entityIDs = entityIDs
    }
}
