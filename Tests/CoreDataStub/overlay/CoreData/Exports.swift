// The Swift half of the stub CoreData: re-exports the clang module and adds
// the generic fetch and count Apple's CoreData overlay adds.
@_exported import CoreData

extension NSManagedObjectContext {
    /// `executeFetchRequest:error:` as Apple's SDK imports it: untyped. Its
    /// presence changes overload ranking for an untyped request
    /// (`try context.fetch(Book.fetchRequest())` is `[Any]` there).
    public func fetch(_ request: NSFetchRequest<NSFetchRequestResult>) throws -> [Any] {
        fatalError("CoreDataStub: only type-checks")
    }

    /// Runs a typed fetch request (`executeFetchRequest:error:` refined).
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        fatalError("CoreDataStub: only type-checks")
    }

    /// Counts what a typed fetch request would return.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        fatalError("CoreDataStub: only type-checks")
    }
}

/// Combine's `ObservableObjectPublisher`, reduced to a name: the stub has no
/// Combine module, and only the member name matters here.
public final class ObservableObjectPublisher {
    public init() {}
}

/// On Apple platforms NSManagedObject conforms to SwiftUI/Combine's
/// `ObservableObject` (iOS 13, macOS 10.15), which gives every managed object
/// `objectWillChange`; a property of that name does not compile there.
extension NSManagedObject {
    public var objectWillChange: ObservableObjectPublisher { fatalError("CoreDataStub: only type-checks") }
}
