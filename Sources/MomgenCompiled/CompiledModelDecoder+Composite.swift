// Composite attributes (iOS 17): an `NSCompositeAttributeDescription` keeps
// its members in `NSCompositeElements`, each an archived attribute with its
// own flags. An archive gives the group no type name (a model file's
// `<composite name="…">` is gone once compiled, and SwiftData never had one),
// so the decoder names the type after its entity and attribute
// (`Cocktail.ice` → `CocktailIce`) and adds it to the model's composites, as
// the XML reader does for a `<composite>` element. The members matter: they
// are the composite attribute's version hash (docs/swiftdata.md, "Composite
// attributes").
import MomgenModel
import MomgenPlist

extension CompiledModelDecoder {
    /// A composite nested deeper than this is noted and left without members;
    /// Core Data's editor offers one level, and an archive can cycle.
    static let maximumCompositeDepth = 4

    /// Decodes the members of the composite attribute `owner.name` into a new
    /// composite type and returns the type's name.
    mutating func decodeComposite(_ object: ArchivedObject, name: String, owner: String, depth: Int) throws -> String? {
        guard depth < Self.maximumCompositeDepth else {
            note("composite attribute \(owner).\(name) nests deeper than \(Self.maximumCompositeDepth) levels; its members are not decoded")
            return nil
        }
        var composite = CompositeType(name: uniqueCompositeName(owner: owner, attribute: name))
        for uid in try list(object.fields["NSCompositeElements"], named: "NSCompositeElements") {
            guard let element = try archive.keyedObject(uid) else {
                note("a member of composite attribute \(owner).\(name) is not an archived object; skipped")
                continue
            }
            try archive.cost.spend(Self.decodedItemWeight)
            guard let elementName = try archive.string(element.fields["NSPropertyName"], named: "NSPropertyName") else {
                throw PlistError("a member of composite attribute \(owner).\(name) has no NSPropertyName")
            }
            let flags = try propertyFlags(element.fields)
            var member = try decodeAttribute(element, name: elementName, owner: "\(owner).\(name)", depth: depth + 1)
            member.isOptional = flags.isOptional
            member.isTransient = flags.isTransient
            member.isSpotlightIndexed = flags.isSpotlightIndexed
            member.allowsCloudEncryption = flags.allowsCloudEncryption
            member.versionHashModifier = Self.nonEmpty(try archive.string(element.fields["NSVersionHashModifier"], named: "NSVersionHashModifier"))
            member.renamingIdentifier = Self.identifier(try archive.string(element.fields["NSRenamingIdentifier"], named: "NSRenamingIdentifier"), elementName)
            composite.attributes.append(member)
        }
        composites.append(composite)
        return composite.name
    }

    /// `<Entity><Attribute>` with the attribute's first letter upper-cased,
    /// and a number appended if an earlier composite took that name.
    private func uniqueCompositeName(owner: String, attribute: String) -> String {
        let entity = owner.split(separator: ".").map { String($0.prefix(1).uppercased() + $0.dropFirst()) }.joined()
        let base = entity + attribute.prefix(1).uppercased() + attribute.dropFirst()
        var candidate = base
        var suffix = 2
        while composites.contains(where: { $0.name == candidate }) {
            candidate = base + String(suffix)
            suffix += 1
        }
        return candidate
    }
}
