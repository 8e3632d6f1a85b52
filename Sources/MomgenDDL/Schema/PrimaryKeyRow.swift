// One row of `Z_PRIMARYKEY`, the entity table Core Data keeps (R3).

/// An entity's number, name and parent's number, as `Z_PRIMARYKEY` stores them.
///
/// For example, `4|Circle|3|0`: Circle is entity 4, a sub-entity of entity 3.
public struct PrimaryKeyRow: Hashable, Sendable {
    /// `Z_ENT`, the entity number.
    public var entityNumber: Int
    /// `Z_NAME`, the entity name.
    public var name: String
    /// `Z_SUPER`, the parent's number, or 0 for a root entity.
    public var superNumber: Int
    /// `Z_MAX`; 0 in a freshly created store.
    public var max: Int
    /// The entity's renaming identifier, when it names another entity: a store
    /// migrated across the rename keeps that old name in `Z_NAME` (R3).
    public var formerName: String?

    public init(entityNumber: Int, name: String, superNumber: Int, max: Int = 0, formerName: String? = nil) {
        self.entityNumber = entityNumber
        self.name = name
        self.superNumber = superNumber
        self.max = max
        self.formerName = formerName
    }
}
