// A `<fetchedProperty>`: a property whose value is the result of a fetch.

/// A fetched property of an entity.
///
/// For example, BookCategory's `bargainBooks`, whose request fetches Book with
/// `SELF.price < 12 AND SELF.category == $FETCH_SOURCE`.
public struct FetchedProperty: Hashable, Sendable {
    public var name: String
    public var isOptional = false
    public var fetchRequest: FetchRequest?
    public var userInfo = UserInfo()
    public var otherAttributes: [XMLAttribute] = []
    public var location: SourceLocationRef = .unknown

    public init(name: String) {
        self.name = name
    }
}
