// Relationship → stored property of an @Model class: `T?` optional to-one,
// `T` required to-one (an init parameter; `T?` on a cycle of them), `[T]`
// to-many (`= []` when the model requires it, `[T]?` when optional), and
// `@Relationship(deleteRule:minimumModelCount:maximumModelCount:originalName:inverse:hashModifier:)`
// with only what the model sets; `inverse:` on one side of each pair
// (`SwiftDataInverseRule`).
import MomgenModel

extension SwiftDataClassBuilder {
    /// Adds `resolved` (declared by entity `owner`) to `members`, or says why it cannot be.
    func relationship(_ resolved: ResolvedRelationship, of owner: String, unique: Bool, in model: ResolvedModel, scope: SwiftDataScope,
                      into members: inout SwiftDataMembers, notes: inout [String], findings: inout SwiftDataFindingList) {
        let relationship = resolved.declared
        let path = "\(owner).\(relationship.name)"
        let location = relationship.location
        if Self.persistentModelMembers.contains(relationship.name) {
            notes.append("relationship '\(SwiftLiteral.comment(relationship.name))' is left out: @Model declares a member of that name")
            findings.add(.propertyName, "relationship '\(path)' is left out: @Model declares a member of that name; rename it in the model",
                         at: location, entity: owner, property: relationship.name)
            return
        }
        guard let destination = resolved.destination, let destinationClass = scope.classNames[destination] else {
            notes.append("relationship '\(SwiftLiteral.comment(relationship.name))' is left out: its destination has no class")
            findings.add(.missingDestination, "relationship '\(path)' is left out: its destination entity \(relationship.destinationEntity.map { "'\($0)' " } ?? "")has no generated class",
                         at: location, entity: owner, property: relationship.name)
            return
        }
        let swiftName = namer.propertyName(relationship.name)
        var type: String
        var defaultClause = ""
        if relationship.isToMany {
            type = "[\(destinationClass)]"
            if relationship.isOptional { type += "?" } else { defaultClause = " = []" }
        } else if relationship.isOptional || relationship.isTransient {
            type = destinationClass + "?"
        } else if scope.requiredToOneCycles.contains(resolved) {
            // `var owner: Owner` would have to be set at init, and on a cycle
            // of required to-ones no object could be created first.
            type = destinationClass + "?"
            findings.add(.requiredToOneCycle, "required to-one '\(path)' is declared optional: it closes a cycle of required to-ones, so no object of the cycle could be created with a non-optional property; the entity's hash changes and the store needs a migration",
                         at: location, entity: owner, property: relationship.name,
                         fixHint: "make one relationship of the cycle optional in the model")
        } else {
            // A required to-one stays required, as SwiftData derives it from a
            // non-optional property (seen in a real store's cache): the
            // entity keeps its hash. It is set at init.
            type = destinationClass
            members.parameters.append(SwiftDataInitParameter(swiftName: swiftName, type: type))
        }
        var propertyNotes: [String] = []
        if relationship.isToMany, relationship.isOrdered {
            propertyNotes.append("ordered in the model: SwiftData keeps no order, and the store needs a migration")
            findings.add(.orderedRelationship, "ordered relationship '\(path)' becomes an unordered array in SwiftData: the order is lost and the store needs a migration",
                         at: location, entity: owner, property: relationship.name, fixHint: "keep the position in an attribute of the destination and sort by it")
        }
        userInfo(relationship.userInfo, of: "relationship '\(path)'", at: location, entity: owner, property: relationship.name, findings: &findings)
        if relationship.isSpotlightIndexed {
            findings.add(.relationshipOption, "relationship '\(path)' is indexed by Spotlight, which @Relationship cannot state", at: location, entity: owner, property: relationship.name)
        }
        var annotations: [String] = []
        if relationship.isTransient {
            annotations = ["@Transient"]
            propertyNotes.append("transient in the model: @Transient, which SwiftData neither stores nor lists in the schema")
            findings.add(.transient, "transient relationship '\(path)' becomes @Transient: SwiftData neither stores it nor lists it in the schema",
                         at: location, entity: owner, property: relationship.name)
        } else {
            var arguments: [String] = unique ? [".unique"] : []
            switch relationship.deleteRule {
            case .nullify: break
            case .cascade: arguments.append("deleteRule: .cascade")
            case .deny: arguments.append("deleteRule: .deny")
            case .noAction: arguments.append("deleteRule: .noAction")
            case .unknown(let name):
                findings.add(.deleteRule, "relationship '\(path)' has the unknown delete rule '\(name)': SwiftData's default, nullify, is used",
                             at: location, entity: owner, property: relationship.name)
            }
            // Counts only where the model sets them (Xcode writes maxCount 1 on
            // every to-one). A to-one's minimum is in its hash as well.
            if let minimum = relationship.minCount, minimum > 0 { arguments.append("minimumModelCount: \(minimum)") }
            if relationship.isToMany, let maximum = relationship.maxCount, maximum > 0 { arguments.append("maximumModelCount: \(maximum)") }
            if let renaming = relationship.renamingIdentifier, !renaming.isEmpty, renaming != relationship.name {
                arguments.append("originalName: " + SwiftLiteral.string(renaming))
            }
            if let inverse = SwiftDataInverseRule.carriedInverse(of: resolved, in: model), !inverse.declared.isTransient,
               scope.emittedSet.contains(inverse.owner) {
                arguments.append("inverse: \\\(destinationClass).\(namer.propertyName(inverse.name))")
            }
            if let modifier = relationship.versionHashModifier, !modifier.isEmpty {
                arguments.append("hashModifier: " + SwiftLiteral.string(modifier))
            }
            if !arguments.isEmpty { annotations = ["@Relationship(" + arguments.joined(separator: ", ") + ")"] }
        }
        members.swiftNames[relationship.name] = swiftName
        members.properties.append(SwiftDataPropertyContext(name: relationship.name, swiftName: swiftName, declaredType: type, defaultClause: defaultClause,
                                                           annotations: annotations, notes: propertyNotes, memberModifier: "", isRelationship: true))
    }
}
