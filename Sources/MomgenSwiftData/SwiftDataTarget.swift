// What the generated `@Model` classes can say, which depends on the systems an
// app deploys to and on how momgen's swiftdata layout declares a required
// to-one. The derivation (`SwiftDataEntityDeriver`) reads nothing else, so the
// lead maps `--deployment-target` and the layout's rules onto this one value.

/// The capabilities and declaration choices the derivation assumes.
///
/// For example, `SwiftDataTarget(allowsUniqueMacro: false)` is an iOS 17
/// app: `#Unique` (iOS 18) is unavailable, so compound uniqueness
/// constraints are lost.
public struct SwiftDataTarget: Hashable, Sendable {
    /// How the layout declares a relationship the model marks required.
    public enum RequiredToOne: String, Hashable, Sendable {
        /// `var owner: Owner` — SwiftData derives a required relationship
        /// (`isOptional` NO, seen in a store), so the hash is kept.
        case nonOptional
        /// `var owner: Owner?` — SwiftData derives an optional relationship,
        /// so the entity's hash changes.
        case optional
    }

    /// `#Unique` (iOS 18, macOS 15 and their equivalents): compound
    /// uniqueness constraints. Single-property ones use `@Attribute(.unique)`
    /// (iOS 17) and are always available.
    public var allowsUniqueMacro: Bool
    /// `@Model` subclasses (iOS 26, macOS 26 and their equivalents):
    /// entity inheritance.
    public var allowsInheritance: Bool
    public var requiredToOne: RequiredToOne

    /// The recommended declaration rules on the newest systems.
    public init(allowsUniqueMacro: Bool = true, allowsInheritance: Bool = true, requiredToOne: RequiredToOne = .nonOptional) {
        self.allowsUniqueMacro = allowsUniqueMacro
        self.allowsInheritance = allowsInheritance
        self.requiredToOne = requiredToOne
    }
}
