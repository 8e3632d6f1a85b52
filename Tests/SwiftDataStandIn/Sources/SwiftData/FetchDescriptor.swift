// A fetch: Foundation's own Predicate and SortDescriptor (swift-foundation has both on
// Linux, with the #Predicate macro from the toolchain's FoundationMacros plugin).
import Foundation

/// The criteria, sort order and configuration of a fetch.
public struct FetchDescriptor<T> where T: PersistentModel {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges: Bool = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}
