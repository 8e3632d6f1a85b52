// The store's own model (the compiled copy Core Data keeps in its
// Z_MODELCACHE), as the store check uses it where hashes cannot decide: a
// hash-neutral edit made in place (a delete rule, an index), versions with
// equal hashes, a store of a merged model. The comparison with a version is
// given from outside (`momgen store` passes the semantic equality check,
// which leaves the documented losses of a compiled model aside), so this
// stage depends on no dump or decoder.
import MomgenModel

/// The model that wrote a store, read from its model cache.
public struct StoreOwnModel: Sendable {
    /// The store's own model, resolved.
    public let model: ResolvedModel
    /// The fields in which the store's own model differs from a version's
    /// model, for the entities that version has (the documented losses of a
    /// compiled model aside), one line each; empty when they are the same.
    public let differences: @Sendable (_ version: ResolvedModel) -> [String]

    public init(model: ResolvedModel, differences: @escaping @Sendable (_ version: ResolvedModel) -> [String]) {
        self.model = model
        self.differences = differences
    }

    /// The store's own model without the entities no version of `bundle`
    /// has (by name): in a store of a merged model, those come from another
    /// model, and are not this bundle's removals.
    func restricted(to bundle: CheckableBundle) -> (model: ResolvedModel, foreign: [String]) {
        let known = Set(bundle.versions.flatMap { $0.model.declared.entities.map(\.name) })
        var declared = model.declared
        let foreign = declared.entities.map(\.name).filter { !known.contains($0) }
        guard !foreign.isEmpty else { return (model, []) }
        declared.entities.removeAll { !known.contains($0.name) }
        for index in declared.configurations.indices { declared.configurations[index].members.removeAll { !known.contains($0.name) } }
        return (Resolver().resolve(declared), foreign.sorted(by: CocoaStringOrder.precedes))
    }
}
