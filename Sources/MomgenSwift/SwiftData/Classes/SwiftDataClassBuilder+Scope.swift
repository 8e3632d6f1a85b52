// The model-wide pass of the swiftdata layout: which entities get a class
// (SwiftData names the entity after the class, so a name that cannot be a
// Swift type is a finding, never a renamed class), inheritance, and the
// composite structs.
import MomgenModel

extension SwiftDataClassBuilder {
    /// The scope of `model`, with the findings about names and composites.
    func scope(of model: ResolvedModel, findings: inout SwiftDataFindingList) throws -> SwiftDataScope {
        let (selected, _) = try EntitySelection(options: options).select(model)
        var emitted: [Int] = []
        var classNames: [Int: String] = [:]
        for id in selected {
            let entity = model.entities[id].declared
            let name = entity.name
            guard namer.isIdentifier(name), !SwiftKeywords.needsBackticks.contains(name), !SwiftKeywords.neverMemberNames.contains(name) else {
                findings.add(.entityName, "entity name '\(name)' cannot be a Swift class name, and SwiftData names the entity after its class: the entity is left out; rename it in the model",
                             at: entity.location, entity: name)
                continue
            }
            if Self.macroNames.contains(name) {
                findings.add(.entityName, "entity name '\(name)' is also a SwiftData macro's name, which the class hides inside the schema: rename the entity in the model",
                             at: entity.location, entity: name)
            }
            emitted.append(id)
            classNames[id] = name
        }
        let emittedSet = Set(emitted)
        var superclass: [Int: Int] = [:]
        if PlatformAPI.swiftDataInheritance.isAvailable(on: options.deploymentTargets) {
            for id in emitted {
                if let parent = model.entities[id].parent, emittedSet.contains(parent) { superclass[id] = parent }
            }
        }
        let compositeNames = Dictionary(model.declared.composites.map { ($0.name, namer.typeName($0.name)) }, uniquingKeysWith: { first, _ in first })
        let typeNames = SwiftDataTypeNames(declared: Set(classNames.values).union(compositeNames.values))
        // Each composite once per model: in the file of the first entity (model order) with an attribute of it.
        var owners: [String: Int] = [:]
        for id in emitted {
            for attribute in model.entities[id].attributes where attribute.declared.type == .composite {
                if let name = attribute.declared.compositeName, owners[name] == nil { owners[name] = id }
            }
        }
        var structs: [(owner: Int, context: SwiftDataCompositeContext)] = []
        for composite in model.declared.composites {
            guard let owner = owners[composite.name] else { continue }
            structs.append((owner, compositeStruct(composite, name: compositeNames[composite.name]!, typeNames: typeNames, findings: &findings)))
        }
        return SwiftDataScope(emitted: emitted, emittedSet: emittedSet, classNames: classNames, superclass: superclass,
                              hasSubclass: Set(superclass.values), typeNames: typeNames, compositeNames: compositeNames,
                              compositeStructs: structs, requiredToOneCycles: RequiredToOneCycles(model))
    }

    /// The Codable struct of a composite: its members' names and types
    /// exactly, optional where the composite says so.
    func compositeStruct(_ composite: CompositeType, name: String, typeNames: SwiftDataTypeNames,
                         findings: inout SwiftDataFindingList) -> SwiftDataCompositeContext {
        var members: [SwiftDataPropertyContext] = []
        var parameters: [String] = []
        var assignments: [SwiftDataInitParameter] = []
        for attribute in composite.attributes {
            let swiftName = namer.propertyName(attribute.name)
            guard let base = typeNames.type(of: attribute.type) else {
                findings.add(.unsupportedType, "member '\(composite.name).\(attribute.name)' of type \(attribute.type.xcodeName) cannot be stored in a composite struct and is left out",
                             at: attribute.location, property: attribute.name)
                continue
            }
            let type = attribute.isOptional ? base + "?" : base
            var defaultClause = attribute.isOptional ? " = nil" : ""
            switch SwiftDataDefaultLiteral.of(attribute, typeName: base) {
            case .literal(let literal): defaultClause = " = " + literal
            case .problem(let problem):
                findings.add(.defaultValue, "the default value of '\(composite.name).\(attribute.name)' is left out: \(problem)", at: attribute.location, property: attribute.name)
            case .none: break
            }
            members.append(SwiftDataPropertyContext(name: attribute.name, swiftName: swiftName, declaredType: type, defaultClause: "",
                                                    annotations: [], notes: [], memberModifier: "", isRelationship: false))
            parameters.append("\(swiftName): \(type)\(defaultClause)")
            assignments.append(SwiftDataInitParameter(swiftName: swiftName, type: type))
        }
        return SwiftDataCompositeContext(compositeName: composite.name, name: name, memberModifier: "", members: members,
                                         parameterList: parameters.joined(separator: ", "), assignments: assignments)
    }
}
