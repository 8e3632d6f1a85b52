// What the model shows about whether a relationship's objects are owned.
//
// The ownership rules (orphaned-by-nullify, nullify-without-inverse,
// deny-owned-collection, cascade-to-shared's one-to-one branch) advise on
// delete rules, and following wrong advice deletes or detaches user data. A
// review of real findings (issue 33) found most false ones on objects the app
// reaches on their own: favourites browsed in a list of their own, downloads
// fetched by a fetch request the model declares. So these rules warn only
// when the model shows ownership, and otherwise stay notes that say what
// points the other way.
import MomgenModel

/// Facts about one model that say whether an entity's objects live on their own.
struct OwnershipEvidence {
    /// By entity id: how many relationships lead into it (see `NullifyWithoutInverseRule.incomingCounts`).
    let incoming: [Int]
    private let context: LintContext
    /// By entity id: the first fetch request or fetched property that fetches its objects.
    private let fetchedBy: [Int: String]

    init(_ context: LintContext) {
        self.context = context
        incoming = NullifyWithoutInverseRule.incomingCounts(context)
        var fetchedBy: [Int: String] = [:]
        func note(_ entityName: String?, _ what: String) {
            guard let name = entityName, let entity = context.model.entity(named: name) else { return }
            // A fetch on a parent returns its sub-entities' objects; one on a
            // sub-entity returns some of its parent's.
            for id in [entity.id] + entity.ancestors + entity.descendants where fetchedBy[id] == nil {
                fetchedBy[id] = what
            }
        }
        for request in context.model.declared.fetchRequests {
            note(request.entity, "fetch request '\(request.name)'")
        }
        for entity in context.entities {
            for fetched in entity.ownFetchedProperties {
                note(fetched.declared.fetchRequest?.entity, "fetched property '\(entity.name).\(fetched.name)'")
            }
        }
        self.fetchedBy = fetchedBy
    }

    /// Why the objects of `destination` may live on their own rather than
    /// belong to `owner` through the relationship whose inverse is `inverse`
    /// (a phrase for a message), or nil when the model shows ownership: only
    /// this relationship leads to them, nothing fetches or identifies them on
    /// their own, they have no other relationship, no entity hierarchy holds
    /// them, and their entity is named as a part of the owner (`RunPoint` of
    /// `Run`).
    func independence(of destination: Int, owner: Int, inverse: String?) -> String? {
        let target = context.entities[destination]
        let ownerName = context.entities[owner].name
        if incoming[destination] > 1 { return "other relationships lead to '\(target.name)' objects too" }
        if let fetch = fetchedBy[destination] { return "\(fetch) fetches '\(target.name)' objects on their own" }
        if let keyed = ([destination] + target.ancestors).first(where: { !context.entities[$0].declared.uniquenessConstraints.isEmpty }) {
            return "'\(context.entities[keyed].name)' has a uniqueness constraint, so its objects are found by key on their own"
        }
        let others = target.relationships.map(\.name).filter { $0 != inverse }
        if !others.isEmpty {
            return "'\(target.name)' has relationships of its own (\(others.prefix(3).map { "'\($0)'" }.joined(separator: ", ")))"
        }
        if target.parent != nil || !target.children.isEmpty {
            return "'\(target.name)' is part of an entity hierarchy"
        }
        guard target.name.lowercased().hasPrefix(ownerName.lowercased()), target.name.count > ownerName.count else {
            return "nothing in the model says the app reaches '\(target.name)' objects only through \(Article.quoted(ownerName)) (the app may list or fetch them on their own)"
        }
        return nil
    }
}
