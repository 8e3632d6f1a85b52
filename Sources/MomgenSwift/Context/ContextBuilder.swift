// Resolved model + options → ModelContext: the step where every Swift name,
// type, selector and flag is decided. Templates only lay out its result.
import MomgenModel
import MomgenParallel

/// Builds the template context of a model.
public struct ContextBuilder: Sendable {
    public let options: GenerationOptions
    public let namer: SwiftNamer
    let mapper: AttributeTypeMapper

    public init(options: GenerationOptions, namer: SwiftNamer = SwiftNamer()) {
        self.options = options
        self.namer = namer
        self.mapper = AttributeTypeMapper(namer: namer, requiredStyle: options.requiredStyle, xcodeAPI: options.layout.usesXcodeAPI,
                                          plainOptionalScalars: options.plainOptionalScalars,
                                          foundationReferenceTypes: options.usesFoundationReferenceTypes, mogenerator: options.mogenerator)
    }

    /// The protocol name for a model, e.g. `BookStoreManagedObject`.
    public var modelProtocolName: String {
        namer.bareTypeName(options.modelName) + "ManagedObject"
    }

    /// `modelProtocolName`, with `Protocol` appended while an entity's class
    /// (or its mogenerator machine class `_Name`) already has the name: the
    /// protocol and the class would be declared twice in one module.
    func modelProtocolName(for model: ResolvedModel) -> String {
        var taken: Set<String> = []
        for entity in model.entities where !EntitySelection.isPlainManagedObject(entity.declared) {
            let bare = namer.bareTypeName(EntitySelection.className(of: entity.declared))
            taken.formUnion([bare, "_" + bare])
        }
        var name = modelProtocolName
        // `_Name.swift` is the protocol's file in the mogenerator layout.
        while taken.contains(name) || taken.contains("_" + name) { name += "Protocol" }
        return name
    }

    /// The mogenerator machine class of each generated class, by bare class
    /// name: `_Book`, with more underscores while an entity class or an
    /// earlier machine class has that name (the class and its file,
    /// `_Book.swift`, would be declared and written twice). Model order
    /// decides who gets the shorter name, so the result is deterministic.
    func machineClassNames(_ selected: [Int], in model: ResolvedModel) -> [String: String] {
        var taken = Set(model.entities.filter { !EntitySelection.isPlainManagedObject($0.declared) }
            .map { namer.bareTypeName(EntitySelection.className(of: $0.declared)) })
        var names: [String: String] = [:]
        for index in selected {
            let bare = namer.bareTypeName(EntitySelection.className(of: model.entities[index].declared))
            guard names[bare] == nil else { continue }
            var name = "_" + bare
            while taken.contains(name) { name = "_" + name }
            taken.insert(name)
            names[bare] = name
        }
        return names
    }

    /// The context of `model`. Throws `MomgenError.usage` for an unknown configuration.
    public func build(_ model: ResolvedModel) throws -> ModelContext {
        let scope = try scope(of: model)
        // Entities are independent values, so they are built on all cores (in order).
        let entities = ParallelMap.run(count: scope.selectedIDs.count) { index -> EntityContext in
            self.entity(model.entities[scope.selectedIDs[index]], in: model, scope: scope)
        }
        return ModelContext(modelName: options.modelName, modelProtocolName: scope.protocolName,
                            entities: entities, access: options.access, skippedEntities: scope.skipped)
    }

    /// The context of `model` with `scope`, whose entities are built only
    /// when a template reads them (see `ModelContext`).
    func lazyContext(of model: ResolvedModel, scope: ModelScope) -> ModelContext {
        let builder = self
        let entities = LazyValue(computing: {
            ParallelMap.run(count: scope.selectedIDs.count) { index in
                builder.entity(model.entities[scope.selectedIDs[index]], in: model, scope: scope)
            }
        })
        let imports = LazyValue(computing: { scope.selectedIDs.map { builder.imports(of: model.entities[$0], in: model) } })
        return ModelContext(modelName: options.modelName, modelProtocolName: scope.protocolName, entities: entities,
                            imports: imports,
                            access: options.access, skippedEntities: scope.skipped)
    }

    /// The model-wide facts of `model`: which entities are generated and
    /// the names every entity's context checks. Throws `MomgenError.usage`
    /// for an unknown configuration.
    func scope(of model: ResolvedModel) throws -> ModelScope {
        let (selected, skipped) = try EntitySelection(options: options).select(model)
        let entities = model.entities
        let swiftClasses = ParallelMap.run(count: entities.count) { swiftClass(of: entities[$0]) }
        let classNames = Set(swiftClasses)
        let machineNames = machineClassNames(selected, in: model)
        return ModelScope(
            selectedIDs: selected, selected: Set(selected), skipped: skipped, swiftClasses: swiftClasses,
            bareClassNames: ParallelMap.run(count: entities.count) { namer.bareTypeName(EntitySelection.className(of: entities[$0].declared)) },
            familyNames: familyPropertyNames(model), classNames: classNames,
            generatedClasses: Set(selected.map { swiftClasses[$0] }),
            protocolName: modelProtocolName(for: model), machineNames: machineNames,
            topLevelTypeNames: classNames.union(machineNames.values),
            fetchRequests: Dictionary(grouping: model.declared.fetchRequests, by: \.entity))
    }

    /// The Swift type of an entity's objects (`NSManagedObject` when it has no class).
    func swiftClass(of entity: ResolvedEntity) -> String {
        EntitySelection.isPlainManagedObject(entity.declared)
            ? "NSManagedObject" : namer.typeName(EntitySelection.className(of: entity.declared))
    }

    /// The Swift names of every property of each inheritance family, keyed by
    /// the family's root entity. A member momgen adds to a class may not take
    /// one of them: the class, a superclass or a subclass would declare it twice.
    func familyPropertyNames(_ model: ResolvedModel) -> [Int: Set<String>] {
        // Each entity's names on all cores (the namer is most of the cost), merged in model order.
        let entities = model.entities
        let perEntity = ParallelMap.run(count: entities.count) { index in
            entities[index].declared.propertyNames.map(namer.propertyName)
        }
        var names: [Int: Set<String>] = [:]
        for (index, entity) in entities.enumerated() {
            names[entity.root, default: []].formUnion(perEntity[index])
        }
        return names
    }

    /// The context of one entity.
    func entity(_ entity: ResolvedEntity, in model: ResolvedModel, scope: ModelScope) -> EntityContext {
        let declared = entity.declared
        let familyNames = scope.familyNames[entity.root] ?? []
        let classNames = scope.classNames
        // The nearest ancestor with a class of its own supplies the inherited members.
        let classAncestor = self.classAncestor(of: entity, in: model)
        let owners = self.owners(of: entity, in: model)
        let superclass = classAncestor.map { scope.swiftClasses[$0] } ?? baseClass(for: entity, in: model)
        // The superclass is generated (so it conforms and declares entityName)
        // when some selected entity has its class: the ancestor itself, or,
        // when the ancestor reuses a class and was skipped, the entity that
        // has the class first.
        let inheritsProtocol = classAncestor.map { ancestor in
            scope.selected.contains(ancestor) || scope.generatedClasses.contains(scope.swiftClasses[ancestor])
        } ?? false
        var skippedProperties: [SkippedProperty] = []
        var skippedExtras: [SkippedProperty] = []
        func keep(_ name: String, _ userInfo: UserInfo) -> Bool {
            if UserInfoKeys.isTrue(userInfo[UserInfoKeys.ignore]) { return false }
            if namer.isReservedMemberName(name) {
                skippedProperties.append(SkippedProperty(name: name, reason: "the name clashes with a member of NSObject or NSManagedObject; rename it in the model"))
                return false
            }
            return true
        }
        var attributes = entity.attributes.filter { owners.contains($0.owner) && keep($0.name, $0.declared.userInfo) }
            .map { AttributeContext($0.declared, namer: namer, mapper: mapper, takenNames: familyNames) }.scoped(to: options.access)
        // mogenerator (1.31 and 1.32) declared a required to-one `Book`, never
        // `Book!`: `let book = page.book` is then a `Book`, not a `Book?`.
        let relationshipStyle = options.mogenerator == nil ? options.requiredStyle : .nonOptional
        var relationships = entity.relationships.filter { owners.contains($0.owner) && keep($0.name, $0.declared.userInfo) }
            .map { RelationshipContext($0.declared, destinationType: destinationType($0.destination, scope), namer: namer,
                                       requiredStyle: relationshipStyle, xcodeAPI: options.layout.usesXcodeAPI) }
            .scoped(to: options.access)
        // mogenerator's extra members (primitive accessors, set proxies) are
        // left out, silently, where a property of the family has the name:
        // only templates that ask for them (the mogenerator set) see the flags.
        for index in attributes.indices where familyNames.contains(attributes[index].primitiveName) {
            attributes[index].hasPrimitive = false
        }
        // The throwing Codable companions (`decodeSettings()`) are momgen's
        // API in every template set, so leaving one out is said in a note.
        for attribute in attributes where attribute.isCodable && !attribute.hasCodingMethods {
            skippedExtras.append(SkippedProperty(
                name: attribute.decodeName + "/" + attribute.encodeName,
                reason: "a property of this entity or of a parent or sub-entity has one of these names; rename it in the model to get the throwing accessors of `\(attribute.name)`"))
        }
        for index in relationships.indices {
            if familyNames.contains(relationships[index].primitiveName) { relationships[index].hasPrimitive = false }
            if familyNames.contains(relationships[index].setProxyName) { relationships[index].hasSetProxy = false }
        }
        for index in relationships.indices where relationships[index].hasArrayAccessor {
            if familyNames.contains(relationships[index].arrayName) {
                relationships[index].hasArrayAccessor = false
                skippedExtras.append(SkippedProperty(
                    name: relationships[index].arrayName,
                    reason: "a property of this entity or of a parent or sub-entity has that name; rename one in the model to get the typed array of `\(relationships[index].name)`"))
            }
        }
        let fetched = entity.fetchedProperties.filter { owners.contains($0.owner) && keep($0.name, $0.declared.userInfo) }
            .map { FetchedPropertyContext($0.declared, destinationType: destinationType($0.destination, scope), namer: namer) }.scoped(to: options.access)
        let className = scope.swiftClasses[entity.id]
        let requests = scope.fetchRequests[declared.name] ?? []
        let compared = requests.isEmpty ? [:] : comparedTypes(entity, scope)
        var templates = requests.map {
            FetchTemplateContext($0, entityType: className, namer: namer) { keyPath in compared[keyPath] ?? nil }
        }.scoped(to: options.access)
        // Templates whose names differ only where the namer drops or
        // capitalizes (`aB`, `AB`, `A B`) would declare one helper twice: the
        // later ones get a trailing `_` until their helper names are free.
        var helperNames: Set<String> = []
        for index in templates.indices {
            while helperNames.contains(templates[index].functionName) || helperNames.contains(templates[index].runFunctionName) {
                templates[index].functionName += "_"
                templates[index].runFunctionName += "_"
            }
            helperNames.formUnion([templates[index].functionName, templates[index].runFunctionName])
        }
        // A key enum named like a property of the family (`Attributes`) would
        // be declared twice in the class or a sub- or superclass, and one
        // named like an entity class would hide that class inside every
        // generated class: left out.
        let allKeyEnums = keyEnums(entity)
        var keyEnums = allKeyEnums.scoped(to: options.access)
        for clash in keyEnums where clash.hasCases && familyNames.contains(clash.name) {
            skippedExtras.append(SkippedProperty(
                name: clash.name,
                reason: "this key enum is left out because a property of this entity or of a parent or sub-entity has the name; rename the property in the model to get it"))
        }
        for clash in keyEnums where clash.hasCases && !familyNames.contains(clash.name) && classNames.contains(clash.name) {
            skippedExtras.append(SkippedProperty(
                name: clash.name,
                reason: "this key enum is left out because an entity class of the model has the name, which the enum would hide here; rename the class to get it"))
        }
        keyEnums.removeAll { familyNames.contains($0.name) || classNames.contains($0.name) }
        let names = scope.fileNames(of: entity.id, layout: options.layout)
        let bare = names.objcName
        let classKeyEnums = self.classKeyEnums(allKeyEnums, className: bare, taken: scope.topLevelTypeNames)
            .scoped(to: options.access)
        var context = EntityContext(
            entityName: declared.name, className: className, objcName: bare,
            hasObjcName: !EntitySelection.className(of: declared).contains("."), superclassName: superclass,
            conformsToModelProtocol: !inheritsProtocol, overridesEntityName: inheritsProtocol,
            isAbstract: declared.isAbstract, imports: imports(of: entity, in: model),
            attributes: attributes, relationships: relationships, fetchedProperties: fetched,
            fetchTemplates: templates, keyEnums: keyEnums, skippedProperties: skippedProperties, skippedExtras: skippedExtras,
            humanFileName: names.humanFileName,
            modelProtocolName: scope.protocolName, access: options.access,
            machineClassName: names.machineClassName, classKeyEnums: classKeyEnums,
            era: EntityContext.Era(options: options, objcName: bare))
        context.declaresTypedFetchRequest = options.mogenerator?.declaresTypedFetchRequest ?? true
        return context
    }

    /// mogenerator's top-level key enums, named after the class:
    /// `BookAttributes`, `BookRelationships`, `BookFetchedProperties`,
    /// `BookUserInfo`, from the entity's `keyEnums`. One whose name a class
    /// of the model (or a machine class) already has is left out: two
    /// top-level types would share it.
    func classKeyEnums(_ keyEnums: [KeyEnum], className: String, taken: Set<String>) -> [KeyEnum] {
        let suffixes = ["Attributes": "Attributes", "Relationships": "Relationships",
                        "FetchedProperties": "FetchedProperties", "UserInfoKeys": "UserInfo"]
        return keyEnums.compactMap { keyEnum in
            let name = className + suffixes[keyEnum.name, default: keyEnum.name]
            guard keyEnum.hasCases, !taken.contains(name) else { return nil }
            return KeyEnum(name: name, doc: keyEnum.doc, cases: keyEnum.cases)
        }
    }

    /// The nearest ancestor with a class of its own: it supplies the inherited members.
    func classAncestor(of entity: ResolvedEntity, in model: ResolvedModel) -> Int? {
        entity.ancestors.first { !EntitySelection.isPlainManagedObject(model.entities[$0].declared) }
    }

    /// The entities whose properties the class declares: the entity and the
    /// ancestors below its class ancestor (which have no class of their own).
    func owners(of entity: ResolvedEntity, in model: ResolvedModel) -> Set<Int> {
        let classAncestor = classAncestor(of: entity, in: model)
        return Set([entity.id] + entity.ancestors.prefix { $0 != classAncestor })
    }

    /// The modules the entity's files import. (An attribute left out of the
    /// class may still add an import: harmless.)
    func imports(of entity: ResolvedEntity, in model: ResolvedModel) -> [String] {
        let owners = owners(of: entity, in: model)
        return imports(of: entity.declared, classesOf: entity.attributes.filter { owners.contains($0.owner) }.map(\.declared))
    }

    /// The superclass of a class whose entity has no ancestor with a class.
    func baseClass(for entity: ResolvedEntity, in model: ResolvedModel) -> String {
        for id in [entity.id] + entity.ancestors {
            let info = model.entities[id].declared.userInfo
            for key in [UserInfoKeys.customBaseClass, UserInfoKeys.mogeneratorCustomBaseClass] {
                if let value = info[key]?.trimmingSpaces, SwiftLiteral.isTypeExpression(value) { return value }
            }
        }
        if let base = options.baseClass, SwiftLiteral.isTypeExpression(base) { return base }
        return "NSManagedObject"
    }

    func destinationType(_ id: Int?, _ scope: ModelScope) -> String {
        id.map { scope.swiftClasses[$0] } ?? "NSManagedObject"
    }

    /// The type each key path compares as in a predicate on `entity`: an
    /// attribute's stored type, or a to-one relationship's destination class
    /// (nil for a to-many or a Codable attribute). Attributes win over
    /// relationships, and the first property with a name over later ones.
    /// One table per entity: a template may have 100,000 variables, and a
    /// search of the entity's properties for each was quadratic.
    func comparedTypes(_ entity: ResolvedEntity, _ scope: ModelScope) -> [String: String?] {
        var types: [String: String?] = [:]
        for relationship in entity.relationships.reversed() {
            types[relationship.name] = .some(relationship.declared.isToMany ? nil : destinationType(relationship.destination, scope))
        }
        for attribute in entity.attributes.reversed() {
            let type = mapper.swiftType(for: attribute.declared)
            types[attribute.name] = .some(type.kind == .codable ? nil : type.storageType)
        }
        return types
    }

    /// `CoreData`, `Foundation`, the entity's `additionalImports` and, in the
    /// xcode layout, the framework class of a Transformable attribute as
    /// Xcode imports it (`UIKit.UIColor`, see `FrameworkClassImports`), sorted.
    func imports(of entity: Entity, classesOf attributes: [Attribute]) -> [String] {
        guard options.layout == .xcode else { return imports(of: entity) }
        let classes = attributes.filter { $0.type == .transformable }.compactMap { FrameworkClassImports.importPath(for: $0.customClassName) }
        return Array(Set(imports(of: entity) + classes)).sorted()
    }

    /// `CoreData`, `Foundation` and the entity's `additionalImports`, sorted.
    func imports(of entity: Entity) -> [String] {
        let extra = (entity.userInfo[UserInfoKeys.additionalImports] ?? "")
            .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\n" || $0 == "\t" })
            .map(String.init).filter { module in
                // `import class` does not parse: a module name is an identifier and no keyword.
                namer.isIdentifier(module.replacingDots)
                    && !module.split(separator: ".").contains { SwiftKeywords.needsBackticks.contains(String($0)) }
            }
        return Array(Set(["CoreData", "Foundation"] + extra)).sorted()
    }

    /// The key enums of an entity: all its keys, inherited ones included.
    func keyEnums(_ entity: ResolvedEntity) -> [KeyEnum] {
        let visible = { (info: UserInfo) in !UserInfoKeys.isTrue(info[UserInfoKeys.ignore]) }
        let inherited = entity.parent == nil ? "" : " (inherited ones included)"
        return [
            KeyEnum(name: "Attributes", doc: "The names of the entity's attributes\(inherited), for predicates and key-value coding.", cases: entity.attributes.filter { visible($0.declared.userInfo) }.map { KeyCase(key: $0.name, namer: namer) }),
            KeyEnum(name: "Relationships", doc: "The names of the entity's relationships\(inherited), for predicates and key-value coding.", cases: entity.relationships.filter { visible($0.declared.userInfo) }.map { KeyCase(key: $0.name, namer: namer) }),
            KeyEnum(name: "FetchedProperties", doc: "The names of the entity's fetched properties\(inherited), for predicates and key-value coding.", cases: entity.fetchedProperties.filter { visible($0.declared.userInfo) }.map { KeyCase(key: $0.name, namer: namer) }),
            KeyEnum(name: "UserInfoKeys", doc: "The keys of the entity's userInfo dictionary in the model.", cases: Array(Set(entity.declared.userInfo.entries.map(\.key))).sorted().map { KeyCase(key: $0, namer: namer) }),
        ]
    }
}

extension String {
    /// Dots replaced by underscores, so `Foo.Bar` checks as an identifier.
    var replacingDots: String { String(map { $0 == "." ? "_" : $0 }) }
}
