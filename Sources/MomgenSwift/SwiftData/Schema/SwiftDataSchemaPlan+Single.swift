// The plan of a model that is its own only version (a folder or a
// `contents` file, or a run without the versions stage): one schema, no
// stages, named from the model's name with the layout's namer.
import MomgenModel
import MomgenSwiftData

extension SwiftDataSchemaPlan {
    /// A plan of the one model `model` (a single version): one schema, no stages.
    public static func single(_ model: ResolvedModel, modelName: String, versionName: String,
                              entityHashes: [String: String] = [:]) -> SwiftDataSchemaPlan {
        let facts = SwiftDataVersionFacts(name: versionName, userDefinedIdentifier: model.declared.userDefinedModelVersionIdentifier,
                                          entityHashes: entityHashes)
        let version = SwiftDataSchemaGrouping().schemas([facts])[0]
        return SwiftDataSchemaPlan(naming: SwiftDataSchemaNaming(modelName: modelName),
                                   schemas: [SwiftDataPlannedSchema(version: version, model: model)], stages: [])
    }
}
