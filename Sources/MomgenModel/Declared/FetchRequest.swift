// A `<fetchRequest>`: a model-level fetch request template, or the request
// inside a fetched property.

/// A stored fetch request.
///
/// For example, `<fetchRequest name="GreenTeams" entity="Team"
/// predicateString="uniformColor == &quot;Green&quot;"/>`.
public struct FetchRequest: Hashable, Sendable {
    public var name: String
    public var entity: String?
    public var predicateString: String?
    /// `resultType`: 0 objects (default), 1 object IDs, 2 dictionaries, 4 count.
    public var resultType: String?
    public var fetchLimit: String?
    public var fetchBatchSize: String?
    public var includesSubentities: Bool?
    public var includesPropertyValues: Bool?
    public var includesPendingChanges: Bool?
    public var returnsObjectsAsFaults: Bool?
    public var returnsDistinctResults: Bool?
    public var otherAttributes: [XMLAttribute] = []
    public var location: SourceLocationRef = .unknown

    public init(name: String) {
        self.name = name
    }
}
