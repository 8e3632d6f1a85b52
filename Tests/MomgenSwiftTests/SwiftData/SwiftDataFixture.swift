// Models for the swiftdata layout's tests: the SwiftDataFeatures fixture
// (every mapping rule in one model) and small models built in code.
import MomgenCore
import MomgenModel
import MomgenSwift
import MomgenTestSupport

enum SwiftDataFixture {
    /// Path of `Tests/MomgenSwiftTests/Fixtures/SwiftDataFeatures.xcdatamodel`.
    static var featuresPath: String {
        TestPaths.testsFolder("MomgenSwiftTests/Fixtures/SwiftDataFeatures.xcdatamodel").path
    }

    static func features() throws -> ResolvedModel {
        try ModelLoader().load(featuresPath).resolved
    }

    /// Options for the swiftdata layout with `targets` (`ios:17.0`, …).
    static func options(_ targets: [String] = [], access: AccessLevel = .internal, modelName: String = "Kitchen") -> GenerationOptions {
        var options = GenerationOptions(modelName: modelName, layout: .swiftdata, access: access)
        options.deploymentTargets = targets.compactMap(DeploymentTarget.init(text:))
        return options
    }

    /// The classes of `model` for `targets`.
    static func classes(_ model: ResolvedModel, _ targets: [String] = [], access: AccessLevel = .internal) throws -> SwiftDataClasses {
        try SwiftDataClassBuilder(options: options(targets, access: access), schemaName: "KitchenSchemaV1").build(model)
    }

    /// A resolved model of `entities`, each at line 10 × its position.
    static func model(_ entities: [Entity], composites: [CompositeType] = []) -> ResolvedModel {
        var model = Model(file: "Model.xcdatamodel/contents")
        model.entities = entities
        model.composites = composites
        return Resolver().resolve(model)
    }

    /// An attribute built in one expression.
    static func attribute(_ name: String, _ type: AttributeType, optional: Bool = false, default text: String? = nil,
                          change: (inout Attribute) -> Void = { _ in }) -> Attribute {
        var attribute = Attribute(name: name, type: type)
        attribute.isOptional = optional
        attribute.defaultValueString = text
        change(&attribute)
        return attribute
    }

    /// A relationship built in one expression.
    static func relationship(_ name: String, to destination: String, inverse: String?, toMany: Bool = false, optional: Bool = true,
                             change: (inout Relationship) -> Void = { _ in }) -> Relationship {
        var relationship = Relationship(name: name)
        relationship.destinationEntity = destination
        relationship.inverseName = inverse
        relationship.inverseEntity = inverse == nil ? nil : destination
        relationship.isToMany = toMany
        relationship.isOptional = optional
        relationship.maxCount = toMany ? nil : 1
        change(&relationship)
        return relationship
    }

    /// An entity with `attributes` and `relationships`.
    static func entity(_ name: String, _ attributes: [Attribute] = [], _ relationships: [Relationship] = [],
                       change: (inout Entity) -> Void = { _ in }) -> Entity {
        var entity = Entity(name: name)
        entity.representedClassName = name
        entity.attributes = attributes
        entity.relationships = relationships
        change(&entity)
        return entity
    }
}

extension SwiftDataClasses {
    func named(_ name: String) -> SwiftDataClassContext? { classes.first { $0.entityName == name } }
}

extension SwiftDataClassContext {
    func property(_ name: String) -> SwiftDataPropertyContext? { properties.first { $0.name == name } }
}
