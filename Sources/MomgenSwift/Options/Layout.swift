// Which files the emitter produces for a model (`--layout`).

/// The file layout of the generated code.
///
/// For example, for the entity Book: `.mogenerator` gives `_Book.swift`
/// (regenerated) and `Book.swift` (created once); `.xcode` gives
/// `Book+CoreDataProperties.swift` (regenerated) and
/// `Book+CoreDataClass.swift` (created once), with the API Xcode's "Create
/// NSManagedObject Subclass" writes; `.single` gives one
/// `BookStore+CoreData.swift` for the whole model (regenerated); `.swiftdata`
/// gives `Book.swift` (regenerated), the SwiftData `@Model` class of the
/// entity nested in the model's VersionedSchema enum.
public enum Layout: String, CaseIterable, Sendable, Encodable {
    case mogenerator, xcode, single, swiftdata

    /// The required style when the user names none: Xcode's files declare
    /// every object value optional, whatever the model says, and the xcode
    /// layout is a drop-in for them; the other layouts keep the model's word.
    public var defaultRequiredStyle: RequiredStyle {
        self == .xcode ? .optional : .nonOptional
    }

    /// Whether the layout declares Xcode's API (`NSSet?` to-many
    /// properties, `NSSet` mutators, scalars always plain, no momgen extras)
    /// instead of momgen's typed one.
    public var usesXcodeAPI: Bool { self == .xcode }
}
