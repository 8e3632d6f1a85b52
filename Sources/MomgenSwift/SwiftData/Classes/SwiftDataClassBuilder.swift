// Resolved model → the @Model classes of the swiftdata layout: the step where
// every Swift name, type, default, macro and finding of a class is decided.
// The per-property steps are in the `SwiftDataClassBuilder+…` files.
import MomgenDiagnostics
import MomgenModel

/// Builds the @Model classes of one model version, nested in `schemaName`.
///
/// For example, `SwiftDataClassBuilder(options: …, schemaName: "BookStoreSchemaV1").build(model)`
/// gives the classes `Book`, `BookCategory`, `Page` and a finding for the
/// ordered `Book.pages` and the fetched property `BookCategory.bargainBooks`.
public struct SwiftDataClassBuilder: Sendable {
    public let options: GenerationOptions
    /// The VersionedSchema enum the classes are nested in.
    public let schemaName: String
    let namer = SwiftNamer()

    public init(options: GenerationOptions, schemaName: String) {
        self.options = options
        self.schemaName = schemaName
    }

    /// The schema enum of a model with one version: `<Model>SchemaV1`.
    public static func defaultSchemaName(modelName: String) -> String {
        SwiftNamer().bareTypeName(modelName) + "SchemaV1"
    }

    /// SwiftData's macros: a class of one of these names would hide the
    /// macro inside the schema enum.
    static let macroNames: Set<String> = ["Model", "Attribute", "Relationship", "Transient", "Unique", "Index"]

    /// Names @Model's `PersistentModel` conformance declares on every class.
    static let persistentModelMembers: Set<String> = [
        "persistentModelID", "modelContext", "hasChanges", "isDeleted", "persistentBackingData", "schemaMetadata",
    ]

    /// The classes of `model` and the findings. Throws `MomgenError.usage`
    /// for an unknown configuration.
    public func build(_ model: ResolvedModel) throws -> SwiftDataClasses {
        var findings = SwiftDataFindingList(file: model.file)
        let targets = options.deploymentTargets
        if !PlatformAPI.swiftData.isAvailable(on: targets) {
            findings.add(.deploymentTarget, "SwiftData needs \(PlatformAPI.swiftData.availabilityCondition.dropLast(3)); the deployment target \(targets.map(\.description).joined(separator: ", ")) is older",
                         at: model.declared.location)
        }
        let scope = try scope(of: model, findings: &findings)
        codegenClashes(in: model, scope: scope, findings: &findings)
        for configuration in model.declared.configurations {
            findings.add(.configuration, "configuration '\(configuration.name)' has no SwiftData equivalent: give each store a ModelConfiguration with the classes it holds",
                         at: configuration.location)
        }
        for request in model.declared.fetchRequests where request.entity.map({ model.entity(named: $0) == nil }) ?? true {
            findings.add(.fetchRequest, "fetch request template '\(request.name)' has no SwiftData equivalent: write it as a FetchDescriptor with a #Predicate",
                         at: request.location)
        }
        // Superclasses first: a subclass's initialiser takes its superclass's parameters.
        var parameters: [Int: [SwiftDataInitParameter]] = [:]
        var classes: [SwiftDataClassContext] = []
        for id in scope.emitted.sorted(by: { (model.entities[$0].ancestors.count, $0) < (model.entities[$1].ancestors.count, $1) }) {
            let superParameters = scope.superclass[id].map { parameters[$0] ?? [] } ?? []
            let (context, own) = entityClass(model.entities[id], superParameters: superParameters, in: model, scope: scope, findings: &findings)
            parameters[id] = superParameters + own
            classes.append(context)
        }
        classes.sort { $0.entityName < $1.entityName }
        var seen: Set<Diagnostic> = []
        let unique = findings.diagnostics.filter { seen.insert($0).inserted }
        return SwiftDataClasses(schemaName: schemaName, classes: classes, findings: unique.sorted(by: Diagnostic.reportOrder))
    }

    /// The findings alone (what `momgen generate` prints).
    public func findings(_ model: ResolvedModel) throws -> [Diagnostic] {
        try build(model).findings
    }

    /// The context of one entity's class and the parameters its own properties add to `init`.
    func entityClass(_ entity: ResolvedEntity, superParameters: [SwiftDataInitParameter], in model: ResolvedModel, scope: SwiftDataScope,
                     findings: inout SwiftDataFindingList) -> (SwiftDataClassContext, [SwiftDataInitParameter]) {
        let declared = entity.declared
        let className = scope.classNames[entity.id]!
        let superclass = scope.superclass[entity.id]
        if entity.parent != nil, superclass == nil, scope.emitted.contains(entity.parent!) {
            findings.add(.inheritance, "entity '\(declared.name)' has the parent entity '\(model.entities[entity.parent!].name)'; SwiftData class inheritance needs \(PlatformAPI.swiftDataInheritance.availabilityCondition.dropLast(3)), so its class stands alone with the inherited properties and a fetch of the parent no longer returns it",
                         at: declared.location, entity: declared.name)
        }
        if declared.isAbstract {
            findings.add(.abstractEntity, "entity '\(declared.name)' is abstract, which SwiftData cannot state: its class can be created", at: declared.location, entity: declared.name)
        }
        if let renaming = declared.renamingIdentifier, !renaming.isEmpty, renaming != declared.name {
            findings.add(.entityRenaming, "entity '\(declared.name)' has the renaming identifier '\(renaming)', which @Model cannot state: a migration from '\(renaming)' must be a custom stage",
                         at: declared.location, entity: declared.name)
        }
        if let modifier = declared.versionHashModifier, !modifier.isEmpty {
            findings.add(.entityRenaming, "entity '\(declared.name)' has the version hash modifier '\(modifier)', which @Model cannot state: the entity's version hash changes and the store needs a migration",
                         at: declared.location, entity: declared.name)
        }
        userInfo(declared.userInfo, of: "entity '\(declared.name)'", at: declared.location, entity: declared.name, findings: &findings)
        // A subclass declares its own properties; a class that stands alone
        // declares its ancestors' too (Core Data's inheritance, flattened).
        let owners: Set<Int> = superclass == nil ? Set([entity.id] + entity.ancestors) : [entity.id]
        var notes: [String] = []
        var members = SwiftDataMembers()
        let constraints = uniquenessGroups(entity, owners: owners, in: model)
        for attribute in entity.attributes where owners.contains(attribute.owner) {
            self.attribute(attribute, of: model.entities[attribute.owner].name, unique: constraints.singles.contains(attribute.name),
                           scope: scope, into: &members, notes: &notes, findings: &findings)
        }
        for relationship in entity.relationships where owners.contains(relationship.owner) {
            self.relationship(relationship, of: model.entities[relationship.owner].name, unique: constraints.singles.contains(relationship.name),
                              in: model, scope: scope, into: &members, notes: &notes, findings: &findings)
        }
        for fetched in entity.fetchedProperties where owners.contains(fetched.owner) {
            let owner = model.entities[fetched.owner].name
            notes.append("fetched property '\(SwiftLiteral.comment(fetched.name))' is left out: SwiftData has none; fetch with a FetchDescriptor")
            findings.add(.fetchedProperty, "fetched property '\(owner).\(fetched.name)' has no SwiftData equivalent and is left out: fetch with a FetchDescriptor and a #Predicate",
                         at: fetched.declared.location, entity: owner, property: fetched.name)
        }
        for request in model.declared.fetchRequests where request.entity == declared.name {
            notes.append("fetch request template '\(SwiftLiteral.comment(request.name))' is left out: write it as a FetchDescriptor")
            findings.add(.fetchRequest, "fetch request template '\(request.name)' has no SwiftData equivalent: write it as a FetchDescriptor with a #Predicate",
                         at: request.location, entity: declared.name)
        }
        let macros = self.macros(entity, className: className, owners: owners, constraints: constraints, members: members,
                                 in: model, notes: &notes, findings: &findings)
        let access = options.access == .internal ? "" : "public "
        let context = SwiftDataClassContext(
            entityName: declared.name, className: className, bareName: declared.name, fileName: declared.name + ".swift",
            schemaName: schemaName, classModifier: access, memberModifier: access,
            classKeyword: scope.hasSubclass.contains(entity.id) ? "class" : "final class",
            superclassClause: superclass.map { ": " + scope.classNames[$0]! } ?? "",
            macros: macros, notes: notes, properties: members.properties.map { var property = $0; property.memberModifier = access; return property },
            parameterList: SwiftDataInitParameter.list(superParameters + members.parameters), assignments: members.parameters,
            initOverride: superclass != nil && members.parameters.isEmpty ? "override " : "",
            hasSuperInit: superclass != nil, superArguments: superParameters.map(\.argument).joined(separator: ", "),
            composites: scope.composites(ownedBy: entity.id, access: access),
            importLines: SwiftDataFrameworkImports.lines(for: members.modules, targets: options.deploymentTargets))
        return (context, members.parameters)
    }
}

/// The properties and initialiser parameters of a class being built.
struct SwiftDataMembers {
    var properties: [SwiftDataPropertyContext] = []
    var parameters: [SwiftDataInitParameter] = []
    /// Model property name → Swift name, for key paths in macros.
    var swiftNames: [String: String] = [:]
    /// Framework modules the property types need (`UIKit` for `UIColor`).
    var modules: Set<String> = []
}
