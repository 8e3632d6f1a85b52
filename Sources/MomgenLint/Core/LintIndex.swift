// Facts about a model that many rules read, worked out once per lint run and
// shared by every rule's context.
//
// A dozen names rules walk every entity and property name; each building its
// own list of 20,000 elements for a 1,000-entity model cost more than the
// checks themselves. The index is built before the rules run and only read
// afterwards, so the rules can share it across threads.
import MomgenModel

/// Model-wide lists several rules share.
struct LintIndex: Sendable {
    /// Every entity followed by its own properties, in model order.
    let names: [NamedElement]
    /// Every entity, in model order.
    let entityNames: [NamedElement]
    /// Every entity's own properties, in model order.
    let propertyNames: [NamedElement]
    /// By entity id: where its own properties are in `propertyNames`.
    private let propertyRanges: [Range<Int>]

    /// The index of `model`.
    init(_ model: ResolvedModel) {
        var names: [NamedElement] = [], entityNames: [NamedElement] = [], propertyNames: [NamedElement] = []
        var propertyRanges: [Range<Int>] = []
        for entity in model.entities {
            let declared = entity.declared
            let element = NamedElement(kind: "entity", name: declared.name, entity: declared.name, property: nil,
                                       location: declared.location)
            let properties = NamedElement.ownProperties(of: declared)
            names.append(element)
            names += properties
            entityNames.append(element)
            propertyRanges.append(propertyNames.count ..< propertyNames.count + properties.count)
            propertyNames += properties
        }
        self.names = names
        self.entityNames = entityNames
        self.propertyNames = propertyNames
        self.propertyRanges = propertyRanges
    }

    /// One entity's own properties (`NamedElement.ownProperties(of:)`); the
    /// first has offset 0 when enumerated.
    func ownProperties(of entity: Int) -> ArraySlice<NamedElement> {
        propertyNames[propertyRanges[entity]]
    }
}
