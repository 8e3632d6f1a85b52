// Swift construct → the Core Data property SwiftData derives from it, as the
// model caches of stores SwiftData wrote show it (docs/swiftdata.md,
// "Mapping", names the store and property behind every rule):
// - optional Swift type ↔ `isOptional`, for attributes, to-one `T?`/`T` and
//   to-many `[T]?` vs `[T]` / `[T] = []`;
// - a to-one has maxCount 1 and minCount 0, a to-many 0 and 0, unless
//   `minimumModelCount:`/`maximumModelCount:` say otherwise; never ordered;
// - a Codable struct or enum is a composite attribute whose members are all
//   optional whatever their Swift types, arrays of values being Binary;
// - `@Transient` and computed properties are absent.
// Inverses are paired by the deriver (they need both entities).
import MomgenModel

/// Derives Core Data properties from `@Model` property declarations.
public enum SwiftDataMapping {
    /// The attribute SwiftData derives from `declaration` in `entity`, with
    /// the composite type it stores when the declaration is a Codable value;
    /// nil for a relationship.
    public static func attribute(_ declaration: SwiftDataPropertyDeclaration, entity: String) -> (Attribute, CompositeType?)? {
        var composite: CompositeType?
        var attribute: Attribute
        switch declaration.kind {
        case let .value(type):
            attribute = Attribute(name: declaration.name, type: type.derivedType)
        case .array:
            attribute = Attribute(name: declaration.name, type: .binary)
        case .transformable:
            attribute = Attribute(name: declaration.name, type: .transformable)
        case let .composite(members):
            attribute = Attribute(name: declaration.name, type: .composite)
            var type = CompositeType(name: compositeName(entity: entity, attribute: declaration.name))
            type.attributes = members.compactMap { member in
                guard var element = Self.attribute(member, entity: type.name)?.0 else { return nil }
                // Every member of a composite SwiftData derived is optional,
                // `String` members included (MetaCocktails: Prep.prepIngredientName).
                element.isOptional = true
                return element
            }
            attribute.compositeName = type.name
            composite = type
        case .toOne, .toMany:
            return nil
        }
        attribute.isOptional = declaration.isOptional
        attribute.allowsExternalBinaryDataStorage = declaration.options.contains(.externalStorage)
        attribute.preservesValueInHistoryOnDeletion = declaration.options.contains(.preserveValueOnDeletion)
        attribute.versionHashModifier = declaration.hashModifier
        return (attribute, composite)
    }

    /// The relationship SwiftData derives from `declaration`, without its
    /// inverse (see `SwiftDataInverses`); nil for an attribute.
    public static func relationship(_ declaration: SwiftDataPropertyDeclaration) -> Relationship? {
        var relationship = Relationship(name: declaration.name)
        switch declaration.kind {
        case let .toOne(destination):
            relationship.destinationEntity = destination
            relationship.maxCount = declaration.maximumModelCount ?? 1
        case let .toMany(destination):
            relationship.destinationEntity = destination
            relationship.isToMany = true
            relationship.maxCount = declaration.maximumModelCount.flatMap { $0 > 0 ? $0 : nil }
        default:
            return nil
        }
        relationship.minCount = declaration.minimumModelCount.flatMap { $0 > 0 ? $0 : nil }
        relationship.isOptional = declaration.isOptional
        relationship.versionHashModifier = declaration.hashModifier
        return relationship
    }

    /// The name momgen gives the composite type of `entity.attribute` (the
    /// one the compiled-model decoder gives it too).
    public static func compositeName(entity: String, attribute: String) -> String {
        entity + attribute.prefix(1).uppercased() + attribute.dropFirst()
    }
}
