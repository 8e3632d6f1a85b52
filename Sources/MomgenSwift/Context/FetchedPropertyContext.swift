// The template context of a fetched property: a typed, read-only accessor.
import MomgenModel

/// One fetched property.
///
/// For example, BookCategory's `bargainBooks` gives `swiftName:
/// "bargainBooks"`, `destinationType: "Book"` → `var bargainBooks: [Book]`.
public struct FetchedPropertyContext: Sendable {
    /// The name in the model, safe for a comment (`keyLiteral` is the key).
    public let name: String
    public let swiftName: String
    public let keyLiteral: String
    /// The fetched entity's class (`NSManagedObject` when unknown).
    public let destinationType: String
    /// The predicate, safe for a comment.
    public let predicateComment: String

    /// The entity's member modifier (`public `, `open `, or empty), copied
    /// here so templates find it without walking up the context stack.
    public internal(set) var memberModifier = ""
    /// The entity's static-member modifier, copied like `memberModifier`.
    public internal(set) var staticModifier = ""

    public init(_ property: FetchedProperty, destinationType: String, namer: SwiftNamer) {
        name = SwiftLiteral.comment(property.name)
        swiftName = namer.propertyName(property.name)
        keyLiteral = SwiftLiteral.string(property.name)
        self.destinationType = destinationType
        predicateComment = SwiftLiteral.comment(property.fetchRequest?.predicateString ?? "(none)")
    }
}
