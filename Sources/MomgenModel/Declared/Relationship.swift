// A `<relationship>` element, as declared.

/// A relationship of an entity.
///
/// For example, `<relationship name="books" optional="YES" toMany="YES"
/// deletionRule="Nullify" destinationEntity="Book" inverseName="category"
/// inverseEntity="Book"/>`.
public struct Relationship: Hashable, Sendable {
    public var name: String
    /// `destinationEntity`; `nil` when Xcode wrote none (an unfinished model).
    public var destinationEntity: String?
    public var inverseName: String?
    public var inverseEntity: String?
    public var isToMany = false
    public var isOrdered = false
    public var isOptional = false
    public var isTransient = false
    /// `minCount`, when written.
    public var minCount: Int?
    /// `maxCount`, when written (Xcode writes 1 for to-one).
    public var maxCount: Int?
    /// The raw text of a count that is not a non-negative integer.
    public var malformedCounts: [XMLAttribute] = []
    public var deleteRule: DeleteRule = .nullify
    public var renamingIdentifier: String?
    public var versionHashModifier: String?
    public var isSpotlightIndexed = false
    public var isSyncable: Bool?
    public var userInfo = UserInfo()
    public var otherAttributes: [XMLAttribute] = []
    public var location: SourceLocationRef = .unknown

    public init(name: String) {
        self.name = name
    }
}
