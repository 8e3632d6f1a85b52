// Attribute → stored property of an @Model class: the Swift type, the
// default as a literal of that type, optionality as the model says, an
// initialiser parameter for a required attribute without a default, and the
// @Attribute options SwiftData has for the model's settings.
import MomgenModel

extension SwiftDataClassBuilder {
    /// Adds `resolved` (declared by entity `owner`) to `members`, or says why it cannot be.
    func attribute(_ resolved: ResolvedAttribute, of owner: String, unique: Bool, scope: SwiftDataScope,
                   into members: inout SwiftDataMembers, notes: inout [String], findings: inout SwiftDataFindingList) {
        let attribute = resolved.declared
        let path = "\(owner).\(attribute.name)"
        let location = attribute.location
        if Self.persistentModelMembers.contains(attribute.name) {
            notes.append("attribute '\(SwiftLiteral.comment(attribute.name))' is left out: @Model declares a member of that name")
            findings.add(.propertyName, "attribute '\(path)' is left out: @Model declares a member of that name; rename it in the model",
                         at: location, entity: owner, property: attribute.name)
            return
        }
        var options: [String] = []
        // Notes about this property, written above its declaration.
        var propertyNotes: [String] = []
        let base: String
        switch attribute.type {
        case .objectID:
            notes.append("ObjectID attribute '\(SwiftLiteral.comment(attribute.name))' is left out: SwiftData has no such type")
            findings.add(.objectIDAttribute, "ObjectID attribute '\(path)' has no SwiftData type and is left out", at: location, entity: owner, property: attribute.name)
            return
        case .undefined, .unknown:
            notes.append("attribute '\(SwiftLiteral.comment(attribute.name))' (\(SwiftLiteral.comment(attribute.type.xcodeName))) is left out: SwiftData has no such type")
            findings.add(.unsupportedType, "attribute '\(path)' of type \(attribute.type.xcodeName) has no SwiftData type and is left out", at: location, entity: owner, property: attribute.name)
            return
        case .composite:
            guard let name = attribute.compositeName.flatMap({ scope.compositeNames[$0] }) else {
                findings.add(.unsupportedType, "composite attribute '\(path)' names no composite of the model and is left out", at: location, entity: owner, property: attribute.name)
                return
            }
            base = name
        case .transformable:
            base = transformableClass(attribute, path: path, owner: owner, scope: scope, into: &members, notes: &propertyNotes, findings: &findings)
            let transformer = transformerName(attribute, path: path, owner: owner, notes: &propertyNotes, findings: &findings)
            options.append(".transformable(by: \(SwiftLiteral.string(transformer)))")
        default:
            base = scope.typeNames.type(of: attribute.type)!
        }
        let swiftName = namer.propertyName(attribute.name)
        var defaultClause = ""
        switch SwiftDataDefaultLiteral.of(attribute, typeName: base) {
        case .literal(let literal):
            defaultClause = " = " + literal
        case .problem(let problem):
            // Transformable and Composite defaults too: the model has one,
            // the class cannot state it, so it is said, never dropped.
            propertyNotes.append("the model's default value is left out: \(SwiftLiteral.comment(problem))")
            findings.add(.defaultValue, "the default value of '\(path)' is left out: \(problem)", at: location, entity: owner, property: attribute.name)
        case .none:
            break
        }
        let type = attribute.isOptional ? base + "?" : base
        if defaultClause.isEmpty, !attribute.isOptional {
            members.parameters.append(SwiftDataInitParameter(swiftName: swiftName, type: type))
        }
        validationRules(attribute, path: path, owner: owner, notes: &propertyNotes, findings: &findings)
        droppedSettings(attribute, path: path, owner: owner, notes: &propertyNotes, findings: &findings)
        var annotations: [String] = []
        if attribute.isTransient {
            annotations = ["@Transient"]
            propertyNotes.append("transient in the model: @Transient, which SwiftData neither stores nor lists in the schema")
            findings.add(.transient, "transient attribute '\(path)' becomes @Transient: SwiftData neither stores it nor lists it in the schema",
                         at: location, entity: owner, property: attribute.name)
        } else {
            if unique { options.insert(".unique", at: 0) }
            if attribute.type == .binary, attribute.allowsExternalBinaryDataStorage { options.append(".externalStorage") }
            if attribute.isSpotlightIndexed { options.append(".spotlight") }
            if attribute.allowsCloudEncryption { options.append(".allowsCloudEncryption") }
            if attribute.preservesValueInHistoryOnDeletion { options.append(".preserveValueOnDeletion") }
            options += Self.naming(renamingIdentifier: attribute.renamingIdentifier, name: attribute.name, hashModifier: attribute.versionHashModifier)
            if !options.isEmpty { annotations = ["@Attribute(" + options.joined(separator: ", ") + ")"] }
        }
        if attribute.isDerived {
            let expression = attribute.derivationExpression.map { " (\($0))" } ?? ""
            propertyNotes.append("derived in the model\(SwiftLiteral.comment(expression)): SwiftData stores it as a plain attribute; compute it in code")
            findings.add(.derivedAttribute, "derived attribute '\(path)' becomes a plain stored attribute in SwiftData: its value is no longer computed",
                         at: location, entity: owner, property: attribute.name)
        }
        members.swiftNames[attribute.name] = swiftName
        members.properties.append(SwiftDataPropertyContext(name: attribute.name, swiftName: swiftName, declaredType: type, defaultClause: defaultClause,
                                                           annotations: annotations, notes: propertyNotes, memberModifier: "", isRelationship: false))
    }

    /// `originalName:` and `hashModifier:` arguments for a property's renaming
    /// identifier (when it differs from the name) and version hash modifier.
    static func naming(renamingIdentifier: String?, name: String, hashModifier: String?) -> [String] {
        var arguments: [String] = []
        if let renaming = renamingIdentifier, !renaming.isEmpty, renaming != name {
            arguments.append("originalName: " + SwiftLiteral.string(renaming))
        }
        if let modifier = hashModifier, !modifier.isEmpty {
            arguments.append("hashModifier: " + SwiftLiteral.string(modifier))
        }
        return arguments
    }
}
