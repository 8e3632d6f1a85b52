// Shared by the CloudKit rules: the entities they apply to, and the wording.
import MomgenModel

extension LintContext {
    /// The entities CloudKit's requirements apply to, in model order.
    var cloudKitScope: [ResolvedEntity] {
        entities.filter { cloudKitEntities.contains($0.id) }
    }
}

/// Where CloudKit rule examples turn the rules on.
enum CloudKitExample {
    /// A model-level flag, as `--cloudkit` would set.
    static let model = #"usedWithCloudKit="YES""#
}
