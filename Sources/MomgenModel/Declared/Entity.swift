// An `<entity>` element, as declared.

/// An entity with its own (not inherited) properties.
public struct Entity: Hashable, Sendable {
    public var name: String
    /// `representedClassName`, e.g. `Book`, `MyApp.Book` or `.Book`.
    public var representedClassName: String?
    public var parentEntity: String?
    public var isAbstract = false
    /// `codeGenerationType`: `class`, `category`, or nil for manual/none.
    public var codeGenerationType: String?
    public var isSyncable: Bool?
    public var renamingIdentifier: String?
    public var versionHashModifier: String?
    public var userInfo = UserInfo()
    public var attributes: [Attribute] = []
    public var relationships: [Relationship] = []
    public var fetchedProperties: [FetchedProperty] = []
    public var fetchIndexes: [FetchIndex] = []
    public var uniquenessConstraints: [PropertyGroup] = []
    /// The pre-Xcode 9 `<compoundIndexes>` block.
    public var compoundIndexes: [PropertyGroup] = []
    public var otherAttributes: [XMLAttribute] = []
    public var location: SourceLocationRef = .unknown

    public init(name: String) {
        self.name = name
    }

    /// Names of all own properties, in declaration order by kind.
    public var propertyNames: [String] {
        attributes.map(\.name) + relationships.map(\.name) + fetchedProperties.map(\.name)
    }
}
