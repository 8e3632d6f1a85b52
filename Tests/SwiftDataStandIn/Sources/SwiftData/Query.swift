// `@Query`: in Apple's SDKs a SwiftUI property wrapper (`import SwiftUI`), declared here
// because SwiftUI does not exist on Linux and the call sites the stand-in checks import
// only Foundation and SwiftData. The `transaction:` and `animation:` parameters of
// Apple's initializers take SwiftUI types and are left out.
//
// Apple's type is `Query<Element, Result>` with initializers `where Result == [Element]`,
// and the current SDKs also declare attached `Query` macros with the same labels (how a
// bare `@Query var items: [Item]` gets its `Element`). Swift 6.3 cannot infer `Element`
// for that bare form from the property wrapper alone, so the stand-in's one generic
// parameter is the result, and `Element` is its element. Code never spells the type, only `@Query(...)`, so the call sites read and
// check the same; `Result` is any range-replaceable collection of models here where
// Apple's allows only an array.
import Foundation

/// A property wrapper that fetches a set of models.
@propertyWrapper
public struct Query<Result> where Result: RangeReplaceableCollection, Result.Element: PersistentModel {
    /// The model type fetched.
    public typealias Element = Result.Element

    /// Keeps the compiler from adding an internal `init()` (a property wrapper's
    /// initializers must be as visible as the wrapper).
    private let standIn: Void
    public var wrappedValue: Result { _standInOnly() }
    public var fetchError: (any Error)? { _standInOnly() }
    public var modelContext: ModelContext { _standInOnly() }

    public init(_ descriptor: FetchDescriptor<Element>) { standIn = () }
    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = []) { standIn = () }
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward)
    where Value: Comparable { standIn = () }
    public init<Value>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward)
    where Value: Comparable { standIn = () }
}
