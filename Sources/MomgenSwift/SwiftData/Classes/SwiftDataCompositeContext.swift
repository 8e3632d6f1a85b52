// A model composite type (iOS 17 `<composite>`) as the Codable struct a
// SwiftData property of that type stores: exactly the composite's member
// names and types.

/// A Codable value struct for a composite type.
///
/// For example, the composite `Adresse` with members `street` (String) and
/// `zip` (optional String) gives `struct Adresse: Codable, Hashable` with
/// `var street: String`, `var zip: String?` and `init(street: String, zip: String? = nil)`.
public struct SwiftDataCompositeContext: Sendable, Equatable {
    /// The composite's name in the model.
    public var compositeName: String
    /// The Swift struct name.
    public var name: String
    /// `public ` or empty.
    public var memberModifier: String
    public var members: [SwiftDataPropertyContext]
    /// Every member, each as `name: Type` (optional ones `= nil`, members with a default `= literal`).
    public var parameterList: String
    /// The members the initialiser assigns (all of them).
    public var assignments: [SwiftDataInitParameter]
}
