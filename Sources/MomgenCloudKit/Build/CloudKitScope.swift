// Which entities sync: only those of the CloudKit configuration, because a
// store description names one configuration and mirrors exactly its entities.
import MomgenDiagnostics
import MomgenModel

/// The entities a CloudKit store holds, by name.
enum CloudKitScope {
    /// The entity names in scope, or a usage error when `configuration` names
    /// no configuration of the model.
    static func entityNames(in model: ResolvedModel, configuration: String?) throws -> Set<String> {
        let configurations = model.declared.configurations
        if let configuration {
            if configuration == "Default" && !configurations.contains(where: { $0.name == "Default" }) {
                return Set(model.entities.map(\.name))
            }
            guard let chosen = configurations.first(where: { $0.name == configuration }) else {
                let known = (["Default"] + configurations.map(\.name)).joined(separator: ", ")
                throw MomgenError.usage("the model has no configuration '\(configuration)' (it has: \(known))")
            }
            return Set(chosen.members.map(\.name))
        }
        let cloud = configurations.filter(\.isUsedWithCloudKit)
        if cloud.isEmpty { return Set(model.entities.map(\.name)) }
        return Set(cloud.flatMap { $0.members.map(\.name) })
    }
}
