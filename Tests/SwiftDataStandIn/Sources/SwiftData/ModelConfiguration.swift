// Where and how one store of a container is kept.
import Foundation

/// A type that describes the configuration of an app's schema or a group of models.
public struct ModelConfiguration: Identifiable, Hashable, @unchecked Sendable {
    /// How SwiftData finds the CloudKit database.
    public struct CloudKitDatabase: Sendable {
        public static var automatic: CloudKitDatabase { CloudKitDatabase() }
        public static var none: CloudKitDatabase { CloudKitDatabase() }
        public static func `private`(_ privateDBName: String) -> CloudKitDatabase { CloudKitDatabase() }
    }

    /// How SwiftData finds the app group container.
    public struct GroupContainer: Sendable {
        public static var automatic: GroupContainer { GroupContainer() }
        public static var none: GroupContainer { GroupContainer() }
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer() }
    }

    public var url: URL { _standInOnly() }
    public var name: String { _standInOnly() }
    public var schema: Schema?
    public var isStoredInMemoryOnly: Bool { _standInOnly() }
    public var allowsSave: Bool { _standInOnly() }
    public var id: URL { _standInOnly() }

    public init(isStoredInMemoryOnly: Bool = false) {}
    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {}
    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) { self.schema = schema }
    public init(
        _ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
        cloudKitDatabase: CloudKitDatabase = .automatic
    ) { self.schema = schema }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool { _standInOnly() }
    public func hash(into hasher: inout Hasher) { _standInOnly() }
}
