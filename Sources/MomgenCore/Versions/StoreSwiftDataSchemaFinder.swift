// `momgen store` on a store SwiftData wrote: which schema of the swiftdata
// layout (`<M>SchemaV<k>`, as `generate --layout swiftdata` names it for the
// same bundle and version) has the store's entity hashes. The schemas are
// grouped exactly as generate groups them (SwiftDataSchemaGrouping, by the
// hashes SwiftData computes from each version's classes, on the newest
// systems), from the bundle's versions up to the one the app opens the store with.
import MomgenReader
import MomgenSwift
import MomgenSwiftData
import MomgenVersions

/// Finds the generated SwiftData schema a store matches.
public struct StoreSwiftDataSchemaFinder: Sendable {
    public init() {}

    /// The schema of `bundle`'s plan whose entity hashes equal the store's
    /// (ties broken by the identifier the store records), with `modelName`
    /// naming the schemas as generate does (`ModelName.of` the model's source).
    public func find(in bundle: CheckableBundle, modelName: String, metadata: StoreMetadata) -> StoreSwiftDataSchema {
        let position = bundle.versions.firstIndex { $0.version.name == bundle.target.version.name } ?? bundle.versions.count - 1
        let planned = bundle.versions.prefix(position + 1)
        let facts = planned.map {
            SwiftDataVersionFacts(name: $0.version.name, userDefinedIdentifier: $0.model.declared.userDefinedModelVersionIdentifier,
                                  entityHashes: SwiftDataVersionHashes(model: $0.model, coreData: $0.version.hashes).swiftData.base64ByEntity)
        }
        let grouping = SwiftDataSchemaGrouping()
        let schemas = grouping.schemas(facts)
        let naming = SwiftDataSchemaNaming(modelName: modelName)
        let recorded = metadata.versionIdentifiers.filter { !$0.isEmpty }
        let names = schemas.map { naming.schemaName($0.number) }
        guard let match = grouping.schema(matching: metadata.entityHashes, identifiers: recorded, in: schemas) else {
            return StoreSwiftDataSchema(name: nil, identifier: nil, versions: [], identifierRecorded: false, schemas: names)
        }
        return StoreSwiftDataSchema(name: naming.schemaName(match.number), identifier: match.identifier.description,
                                    versions: match.versionNames, identifierRecorded: recorded.contains(match.identifier.description),
                                    schemas: names)
    }

    /// The model name generate uses for the model at `path`.
    public static func modelName(of path: String) -> String {
        (try? ModelLocator().locate(path)).map(ModelName.of) ?? ModelName.of(ModelSource(contentsPath: path))
    }
}
