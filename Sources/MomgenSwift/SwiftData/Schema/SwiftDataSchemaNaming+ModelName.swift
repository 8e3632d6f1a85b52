// The schema names of a model, from its name: the stem is the model's name
// as a type name, made by the one namer (SwiftNamer), so the plan model in
// MomgenSwiftData need not know Swift's identifier rules.
import MomgenSwiftData

extension SwiftDataSchemaNaming {
    /// Names for the model called `modelName` (`GenerationOptions.modelName`).
    public init(modelName: String) {
        self.init(stem: SwiftNamer().bareTypeName(modelName))
    }
}
