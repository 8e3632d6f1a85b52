// The resolved model: every name in the declared model looked up once, so
// later stages work with indices and links instead of strings.
import MomgenDiagnostics

/// A model with inheritance, destinations and inverses resolved.
///
/// Entities keep model order; entity `i` is `entities[i]` and `ResolvedEntity.id == i`.
/// What did not resolve is recorded in `issues`, never dropped silently.
public struct ResolvedModel: Sendable {
    public let declared: Model
    public let entities: [ResolvedEntity]
    /// Names that did not resolve, cycles, duplicates: input for the linter.
    public let issues: [ResolutionIssue]
    private let indexByName: [String: Int]
    /// Position of each declared relationship in its entity's `relationships`.
    private let relationshipPositions: [RelationshipRef: Int]

    init(declared: Model, entities: [ResolvedEntity], issues: [ResolutionIssue], indexByName: [String: Int],
         relationshipPositions: [RelationshipRef: Int]) {
        self.declared = declared
        self.entities = entities
        self.issues = issues
        self.indexByName = indexByName
        self.relationshipPositions = relationshipPositions
    }

    /// The model file every location refers to.
    public var file: String { declared.file }

    /// The entity called `name` (the first one, if the name is duplicated).
    public func entity(named name: String) -> ResolvedEntity? {
        indexByName[name].map { entities[$0] }
    }

    /// The full location of a position in the model file.
    public func location(_ ref: SourceLocationRef) -> SourceLocation {
        ref.located(in: declared.file)
    }

    /// Entities without a (resolved) parent, in model order.
    public var rootEntities: [ResolvedEntity] {
        entities.filter { $0.parent == nil }
    }

    /// The relationship a reference points at: the first one `ref.entity`
    /// itself declares with that name. One dictionary lookup.
    public func relationship(_ ref: RelationshipRef) -> ResolvedRelationship? {
        relationshipPositions[ref].map { entities[ref.entity].relationships[$0] }
    }
}
