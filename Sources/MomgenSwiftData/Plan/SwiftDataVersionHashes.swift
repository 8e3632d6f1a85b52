// Both hashes of one model version: Core Data's (what a store written by the
// Core Data app records) and SwiftData's (what SwiftData computes from the
// `@Model` classes the swiftdata layout writes for it: the entities
// SwiftDataEntityDeriver derives, hashed by Core Data's own rules). SwiftData
// checks a migration plan's schemas by the second, and opens a store when
// its recorded hashes equal one schema's — so a plan is grouped by the
// SwiftData side and stores are matched against it.
import MomgenModel
import MomgenVersions

/// A model version's Core Data hashes and the SwiftData hashes of its classes.
///
/// For example, a version with an ordered to-many has a SwiftData checksum
/// different from its Core Data checksum: SwiftData relationships are never
/// ordered, so `keepsHashes` is false.
public struct SwiftDataVersionHashes: Sendable {
    /// Core Data's hashes of the model version.
    public let coreData: ModelVersionHashes
    /// The hashes of the model SwiftData derives from the generated classes;
    /// `swiftData.checksum` is the schema's checksum as SwiftData computes it.
    public let swiftData: ModelVersionHashes

    /// Hashes `model` both ways; `coreData` when the caller has them already.
    public init(model: ResolvedModel, coreData: ModelVersionHashes? = nil, target: SwiftDataTarget = SwiftDataTarget()) {
        self.coreData = coreData ?? ModelVersionHashes(model)
        let derived = SwiftDataEntityDeriver(target: target).derive(model)
        swiftData = ModelVersionHashes(Resolver().resolve(derived.model))
    }

    /// Whether a store Core Data wrote with this version has the hashes of
    /// its own classes (SwiftData opens it as that schema).
    public var keepsHashes: Bool { coreData.base64ByEntity == swiftData.base64ByEntity }
}
