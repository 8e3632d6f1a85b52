// What the SwiftData version planner needs of one model version: its name,
// its resolved model and Core Data's hashes of it. MomgenCore loads and
// hashes the bundle's versions; the planner only reads these values.
import MomgenModel
import MomgenVersions

/// One model version handed to `SwiftDataVersionPlanner`.
///
/// For example, `SwiftDataPlanVersion(name: "Journal 2", model: resolved,
/// hashes: ModelVersionHashes(resolved))`.
public struct SwiftDataPlanVersion: Sendable {
    /// The version's folder name without `.xcdatamodel`.
    public let name: String
    /// The version's resolved model: the schema's classes come from it.
    public let model: ResolvedModel
    /// Core Data's entity hashes of `model`.
    public let hashes: ModelVersionHashes

    public init(name: String, model: ResolvedModel, hashes: ModelVersionHashes) {
        self.name = name
        self.model = model
        self.hashes = hashes
    }
}
