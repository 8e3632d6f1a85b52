// The Features fixture model: every attribute type, userInfo key, hierarchy
// and naming case the context handles.
import MomgenCore
import MomgenModel
import MomgenSwift
import MomgenTestSupport

enum Fixture {
    /// Path of `Tests/MomgenSwiftTests/Fixtures/Features.xcdatamodel`.
    static var featuresPath: String {
        TestPaths.testsFolder("MomgenSwiftTests/Fixtures/Features.xcdatamodel").path
    }

    static func features() throws -> ResolvedModel {
        try ModelLoader().load(featuresPath).resolved
    }

    /// The context of the Features model with `options` tweaked.
    static func context(_ change: (inout GenerationOptions) -> Void = { _ in }) throws -> ModelContext {
        var options = GenerationOptions(modelName: "Features")
        change(&options)
        return try ContextBuilder(options: options).build(try features())
    }
}

extension ModelContext {
    func entity(_ name: String) -> EntityContext? { entities.first { $0.entityName == name } }
}

extension EntityContext {
    func attribute(_ name: String) -> AttributeContext? { attributes.first { $0.name == name } }
    func relationship(_ name: String) -> RelationshipContext? { relationships.first { $0.name == name } }
}
