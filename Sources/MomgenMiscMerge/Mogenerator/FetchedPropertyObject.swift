// A fetched property as mogenerator's templates see it
// (NSFetchedPropertyDescription): `entity` is the entity that declares it,
// as in Core Data; `fetchRequest.entity` is the entity it fetches.
import MomgenModel

/// The template object for one fetched property.
public final class FetchedPropertyObject: MergeObject {
    unowned let model: MogeneratorModel
    let property: ResolvedFetchedProperty

    init(model: MogeneratorModel, property: ResolvedFetchedProperty) {
        self.model = model
        self.property = property
    }

    public var mergeDescription: String { "fetched property \(property.name)" }

    public func mergeValue(forKey key: String) -> MergeValue? {
        switch key {
        case "name": return .string(property.name)
        case "entity": return model.entity(property.owner).map { .object($0) } ?? .null
        case "isOptional", "optional": return .bool(property.declared.isOptional || model.settings.release.everyPropertyIsOptional)
        case "userInfo": return userInfoValue(property.declared.userInfo)
        case "fetchRequest":
            var request = MergeDictionary()
            request["entity"] = model.entity(property.destination).map { .object($0) } ?? .null
            request["predicate"] = stringValue(property.declared.fetchRequest?.predicateString)
            return .dictionary(request)
        default: return nil
        }
    }
}
