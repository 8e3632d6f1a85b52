// A model version's hashes as Core Data computes them: one per entity, the
// version checksum (what staged migration names a version by) and the
// digest stores record. Computed from the resolved model, so every stage
// (versions, store checks, diffs, lint, generate) shares one implementation.
import Crypto
import MomgenModel

/// Every version hash of one model version.
public struct ModelVersionHashes: Sendable {
    /// One per entity, sorted by name as Core Data sorts them.
    public let entities: [EntityVersionHash]
    /// `NSManagedObjectModel_VersionChecksums` / `NSStoreModelVersionChecksumKey`:
    /// base64 of `SHA256(E₁ ‖ E₂ ‖ …)`, entities sorted by name.
    public let checksum: String
    /// `NSStoreModelVersionHashesDigest`: base64 of
    /// `SHA512(name₁ ‖ E₁ ‖ name₂ ‖ E₂ ‖ …)`, entities sorted by name.
    public let digest: String
    /// The model's `userDefinedModelVersionIdentifier`, which stores record as
    /// `NSStoreModelVersionIdentifiers` (Core Data does not compare it).
    public let versionIdentifier: String?
    /// Entity name → position in `entities` (the first of a duplicated name).
    private let indexByName: [String: Int]

    /// Computes the hashes of `model`.
    public init(_ model: ResolvedModel) {
        let hashes = EntityHasher(model).hashAll()
        var seen = Set<String>()
        // A duplicated entity name is a lint error; the first one wins here,
        // as it does in `ResolvedModel.entity(named:)`.
        entities = hashes.filter { seen.insert($0.name).inserted }
            .sorted { CocoaStringOrder.precedes($0.name, $1.name) }
        var checksumInput = HashInput(), digestInput = HashInput()
        for entity in entities {
            checksumInput.append(entity.hash)
            digestInput.append(entity.name)
            digestInput.append(entity.hash)
        }
        checksum = Base64.encode(Array(SHA256.hash(data: checksumInput.bytes)))
        digest = Base64.encode(Array(SHA512.hash(data: digestInput.bytes)))
        versionIdentifier = model.declared.userDefinedModelVersionIdentifier
        indexByName = Dictionary(entities.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity called `name`.
    public func entity(named name: String) -> EntityVersionHash? {
        indexByName[name].map { entities[$0] }
    }

    /// Entity name → base64 hash.
    public var base64ByEntity: [String: String] {
        Dictionary(entities.map { ($0.name, $0.base64) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether every entity's hash comes from a verified encoding.
    public var isExact: Bool { entities.allSatisfy(\.isExact) }
}
