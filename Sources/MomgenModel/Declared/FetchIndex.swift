// Fetch indexes (`<fetchIndex>`, Xcode 9+) and the legacy `<compoundIndexes>`.

/// A named index over one or more properties or expressions of an entity.
public struct FetchIndex: Hashable, Sendable {
    /// One `<fetchIndexElement>`.
    public struct Element: Hashable, Sendable {
        /// The indexed property, when the element names one.
        public var property: String?
        /// An expression, for expression-based index elements.
        public var expression: String?
        /// `type`: `Binary` (B-tree) or `R-Tree`.
        public var type: String?
        /// `order`: `ascending` or `descending`.
        public var order: String?
        public var location: SourceLocationRef = .unknown

        public init(property: String?, expression: String? = nil, type: String? = nil, order: String? = nil) {
            self.property = property
            self.expression = expression
            self.type = type
            self.order = order
        }
    }

    public var name: String
    public var elements: [Element]
    public var location: SourceLocationRef = .unknown

    public init(name: String, elements: [Element]) {
        self.name = name
        self.elements = elements
    }
}

/// A list of property names that belong together: one uniqueness constraint
/// (`<uniquenessConstraint>`) or one legacy compound index (`<compoundIndex>`).
public struct PropertyGroup: Hashable, Sendable {
    public var properties: [String]
    public var location: SourceLocationRef = .unknown

    public init(properties: [String], location: SourceLocationRef = .unknown) {
        self.properties = properties
        self.location = location
    }
}
