// The Swift half of the stub CoreData: re-exports the clang module and adds
// the generic fetch and count Apple's CoreData overlay adds.
@_exported import CoreData

extension NSManagedObjectContext {
    /// Runs a typed fetch request (`executeFetchRequest:error:` refined).
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        fatalError("CoreDataStub: only type-checks")
    }

    /// Counts what a typed fetch request would return.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        fatalError("CoreDataStub: only type-checks")
    }
}
