// A `var`/`let` member of a class or struct as the scanner saw it: what
// SwiftData's macros read from it (its type, default, attributes), nothing
// of its accessors' bodies.
import MomgenDiagnostics

/// One property member, stored or computed.
///
/// For example, `@Attribute(.unique) var id: UUID = UUID()` has type
/// `.named(["UUID"])`, default `UUID()`, one attribute `Attribute`.
public struct SwiftStoredProperty: Hashable, Sendable {
    /// One attribute written on the property (`@Attribute(...)`).
    public struct AttributeUse: Hashable, Sendable {
        public var name: String
        /// Each argument: its label (nil for none) and expression text.
        public var arguments: [(label: String?, text: String)] {
            zip(labels, texts).map { ($0, $1) }
        }
        public var labels: [String?]
        public var texts: [String]

        public init(name: String, labels: [String?], texts: [String]) {
            self.name = name
            self.labels = labels
            self.texts = texts
        }
    }

    public var name: String
    /// Nil when the declaration writes no type (inferred from `defaultText`).
    public var type: SwiftTypeReference?
    public var defaultText: String?
    public var attributes: [AttributeUse]
    /// Computed (a getter), so SwiftData stores nothing for it.
    public var isComputed: Bool
    public var isStatic: Bool
    public var location: SourceLocation

    public init(name: String, type: SwiftTypeReference?, defaultText: String?, attributes: [AttributeUse],
                isComputed: Bool, isStatic: Bool, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultText = defaultText
        self.attributes = attributes
        self.isComputed = isComputed
        self.isStatic = isStatic
        self.location = location
    }

    /// The attribute called `name`, if written.
    public func attribute(_ name: String) -> AttributeUse? {
        attributes.first { $0.name == name }
    }
}
