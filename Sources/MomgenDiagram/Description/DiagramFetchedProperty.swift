// A fetched property's line to the entity its request fetches.

/// A fetched property: a dashed line from the entity that declares it to the
/// entity its request fetches.
///
/// For example, `BookCategory.bargainBooks` → Book.
public struct DiagramFetchedProperty: Equatable, Sendable {
    public var from: String
    public var to: String
    public var name: String

    public init(from: String, to: String, name: String) {
        self.from = from
        self.to = to
        self.name = name
    }
}
