// Where the swiftdata layout's live classes are nested: the current schema.
import MomgenSwiftData

extension GenerationOptions {
    /// The enum the current version's classes extend: the versions stage's
    /// `swiftDataSchemaName`, or `<M>SchemaV1` when the model is its only version.
    public var currentSwiftDataSchema: String {
        swiftDataSchemaName ?? SwiftDataSchemaNaming(modelName: modelName).schemaName(1)
    }
}
