// The Core Data methods whose Objective-C form ends in `error:(NSError **)`.
// Apple's SDK imports them as `throws`; Linux's standard library lacks
// AutoreleasingUnsafeMutablePointer, which the importer needs, so they are
// declared here with Apple's Swift signatures. Calls and `try` check the same
// way. They are not @objc: Swift 6.3 on Linux crashes computing the error
// convention of an @objc throwing method, so an app's `override` of them is
// not checked (see docs/typecheck.md).
extension NSManagedObjectContext {
    /// `- (BOOL)save:(NSError **)error`.
    public func save() throws { fatalError("CoreDataStub: only type-checks") }

    /// `- existingObjectWithID:error:`.
    public func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        fatalError("CoreDataStub: only type-checks")
    }

    /// `- obtainPermanentIDsForObjects:error:`.
    public func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
        fatalError("CoreDataStub: only type-checks")
    }
}

extension NSManagedObject {
    /// `- validateForDelete:`.
    public func validateForDelete() throws { fatalError("CoreDataStub: only type-checks") }

    /// `- validateForInsert:`.
    public func validateForInsert() throws { fatalError("CoreDataStub: only type-checks") }

    /// `- validateForUpdate:`.
    public func validateForUpdate() throws { fatalError("CoreDataStub: only type-checks") }
}

// NSFetchRequest.execute() is left out: a throwing method in an extension of
// a generic Objective-C class crashes Swift 6.3's type checker on Linux.
