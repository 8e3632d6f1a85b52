// What a rule sees: the resolved model, its own options, and which entities
// the CloudKit rules apply to. Passed in, never global.
import MomgenModel

/// The input of one rule's check.
public struct LintContext: Sendable {
    public let model: ResolvedModel
    /// This rule's options from `lint.options.<id>`.
    public let options: RuleOptions
    /// Ids of the entities CloudKit's requirements apply to (empty when none).
    public let cloudKitEntities: Set<Int>

    /// Lists many rules read, shared by the contexts of one lint run.
    let index: LintIndex

    public init(model: ResolvedModel, options: RuleOptions = RuleOptions(), cloudKitEntities: Set<Int> = []) {
        self.init(model: model, options: options, cloudKitEntities: cloudKitEntities, index: LintIndex(model))
    }

    /// A context that shares `index` (built for `model`) with the other rules' contexts.
    init(model: ResolvedModel, options: RuleOptions, cloudKitEntities: Set<Int>, index: LintIndex) {
        self.model = model
        self.options = options
        self.cloudKitEntities = cloudKitEntities
        self.index = index
    }

    /// Entities in model order.
    public var entities: [ResolvedEntity] { model.entities }

    /// The relationship `ref.entity` declares as `ref.name` (one lookup; see
    /// `ResolvedModel.relationship`).
    public func relationship(_ ref: RelationshipRef) -> ResolvedRelationship? {
        model.relationship(ref)
    }

    /// The entities CloudKit's requirements apply to: every entity when the model
    /// is marked `usedWithCloudKit` or `--cloudkit` is given, otherwise the
    /// members of configurations marked `usedWithCloudKit`.
    public static func cloudKitEntities(of model: ResolvedModel, forced: Bool) -> Set<Int> {
        if forced || model.declared.isUsedWithCloudKit { return Set(model.entities.indices) }
        var ids: Set<Int> = []
        for configuration in model.declared.configurations where configuration.isUsedWithCloudKit {
            for member in configuration.members {
                if let entity = model.entity(named: member.name) { ids.insert(entity.id) }
            }
        }
        return ids
    }
}

/// A property of an entity (own or inherited), whatever its kind.
public enum PropertyInfo: Sendable {
    case attribute(ResolvedAttribute)
    case relationship(ResolvedRelationship)
    case fetched(ResolvedFetchedProperty)

    public var name: String {
        switch self {
        case let .attribute(a): return a.name
        case let .relationship(r): return r.name
        case let .fetched(f): return f.name
        }
    }

    public var userInfo: UserInfo {
        switch self {
        case let .attribute(a): return a.declared.userInfo
        case let .relationship(r): return r.declared.userInfo
        case let .fetched(f): return f.declared.userInfo
        }
    }
}

extension ResolvedEntity {
    /// The property called `name`, own or inherited (attributes first).
    public func property(named name: String) -> PropertyInfo? {
        if let a = attributes.last(where: { $0.name == name }) { return .attribute(a) }
        if let r = relationships.last(where: { $0.name == name }) { return .relationship(r) }
        if let f = fetchedProperties.last(where: { $0.name == name }) { return .fetched(f) }
        return nil
    }
}
