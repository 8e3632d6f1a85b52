// XML attributes the reader did not map to a typed field.
//
// A model saved by a newer Xcode may carry attributes momgen does not know yet;
// they are kept here, in document order, so nothing is silently dropped.

/// A name/value pair from an XML start tag.
public struct XMLAttribute: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An element the reader does not understand, kept as a note for the user.
public struct UnknownElement: Hashable, Sendable {
    /// The element name, e.g. `futureThing`.
    public var name: String
    /// The element it was found in, e.g. `entity`.
    public var parent: String
    public var location: SourceLocationRef

    public init(name: String, parent: String, location: SourceLocationRef) {
        self.name = name
        self.parent = parent
        self.location = location
    }
}
