// The context: fetch, insert, delete, save.
import Foundation

/// An object that enables you to fetch, insert, and delete models, and save changes.
public class ModelContext: Equatable {
    public var container: ModelContainer { _standInOnly() }
    public var autosaveEnabled: Bool = true
    public var hasChanges: Bool { _standInOnly() }
    public var insertedModelsArray: [any PersistentModel] { _standInOnly() }
    public var changedModelsArray: [any PersistentModel] { _standInOnly() }
    public var deletedModelsArray: [any PersistentModel] { _standInOnly() }

    public init(_ container: ModelContainer) {}

    public static func == (lhs: ModelContext, rhs: ModelContext) -> Bool { lhs === rhs }

    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel { _standInOnly() }
    public func registeredModel<T>(for persistentModelID: PersistentIdentifier) -> T? where T: PersistentModel { _standInOnly() }
    public func insert<T>(_ model: T) where T: PersistentModel { _standInOnly() }
    public func delete<T>(_ model: T) where T: PersistentModel { _standInOnly() }
    public func delete<T>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws
    where T: PersistentModel { _standInOnly() }
    public func rollback() { _standInOnly() }
    public func processPendingChanges() { _standInOnly() }
    public func transaction(block: () throws -> Void) throws { _standInOnly() }
    public func save() throws { _standInOnly() }
    public func enumerate<T>(
        _ fetch: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false,
        block: (_ model: T) throws -> Void
    ) throws where T: PersistentModel { _standInOnly() }
    public func fetch<T>(_ descriptor: FetchDescriptor<T>) throws -> [T] where T: PersistentModel { _standInOnly() }
    public func fetchCount<T>(_ descriptor: FetchDescriptor<T>) throws -> Int where T: PersistentModel { _standInOnly() }
    public func fetchIdentifiers<T>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier]
    where T: PersistentModel { _standInOnly() }

    public static let willSave = Notification.Name("ModelContext.willSave")
    public static let didSave = Notification.Name("ModelContext.didSave")
}
