// Which entities get generated code: not those whose class is
// NSManagedObject, not those Xcode generates itself (unless asked), not those
// marked `mogenerator.ignore`, and only a configuration's members when one is
// named.
import MomgenDiagnostics
import MomgenModel

/// Chooses the entities to generate.
public struct EntitySelection: Sendable {
    public let options: GenerationOptions

    public init(options: GenerationOptions) {
        self.options = options
    }

    /// The class an entity's objects have: `representedClassName`, or
    /// `NSManagedObject` when none is set.
    public static func className(of entity: Entity) -> String {
        let name = entity.representedClassName?.trimmingSpaces ?? ""
        return name.isEmpty ? "NSManagedObject" : name
    }

    /// Whether an entity's class is plain `NSManagedObject` (nothing to generate).
    public static func isPlainManagedObject(_ entity: Entity) -> Bool {
        let name = className(of: entity)
        return name == "NSManagedObject" || name.hasSuffix(".NSManagedObject")
    }

    /// The ids of entities to generate, in model order, and the ones skipped.
    /// Throws `MomgenError.usage` for a configuration the model lacks.
    public func select(_ model: ResolvedModel) throws -> (selected: [Int], skipped: [SkippedEntity]) {
        var members: Set<String>?
        if let name = options.configuration {
            guard let configuration = model.declared.configurations.first(where: { $0.name == name }) else {
                let known = model.declared.configurations.map(\.name).sorted()
                let list = known.isEmpty ? "none" : known.joined(separator: ", ")
                throw MomgenError.usage("the model has no configuration '\(name)' (it has: \(list))")
            }
            members = Set(configuration.members.map(\.name))
        }
        var selected: [Int] = [], skipped: [SkippedEntity] = []
        var seen: Set<String> = []
        for entity in model.entities {
            let declared = entity.declared
            if let (reason, remedy) = skipReason(declared, members: members, seen: seen) {
                skipped.append(SkippedEntity(name: declared.name, reason: reason, remedy: remedy, location: declared.location))
            } else {
                selected.append(entity.id)
                seen.insert(SwiftNamer().bareTypeName(Self.className(of: declared)))
            }
        }
        return (selected, skipped)
    }

    /// Why `entity` is left out and what would include it, or nil to generate it.
    private func skipReason(_ entity: Entity, members: Set<String>?, seen: Set<String>) -> (String, String)? {
        if let members, !members.contains(entity.name) {
            return ("it is not in configuration \(options.configuration ?? "")", "run without --configuration (momgen.yml `configuration`) to include it")
        }
        // SwiftData has a class for every entity, whatever the model says
        // about Core Data classes and codegen: a relationship to an entity
        // left out would not compile, and SwiftData names entities after
        // classes (the class name is the entity name).
        if options.layout == .swiftdata { return nil }
        if Self.isPlainManagedObject(entity) {
            let abstract = entity.isAbstract ? "it is abstract and " : ""
            return (abstract + "its class is NSManagedObject", "give it a class name in the model to include it")
        }
        if UserInfoKeys.isTrue(entity.userInfo[UserInfoKeys.ignore]) {
            return ("its userInfo sets mogenerator.ignore", "remove the key to include it")
        }
        if let codegen = entity.codeGenerationType, ["class", "category"].contains(codegen), !options.includeXcodeGenerated {
            return ("its Codegen is Xcode's (\(codegen))", "--include-xcode-generated includes it")
        }
        if seen.contains(SwiftNamer().bareTypeName(Self.className(of: entity))) {
            return ("another entity already uses class \(Self.className(of: entity))", "give it a class of its own to include it")
        }
        return nil
    }
}
