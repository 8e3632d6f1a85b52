// Which files the emitter produces for a model (`--layout`).

/// The file layout of the generated code.
///
/// For example, for the entity Book: `.mogenerator` gives `_Book.swift`
/// (regenerated) and `Book.swift` (created once); `.xcode` gives
/// `Book+CoreDataProperties.swift` (regenerated) and
/// `Book+CoreDataClass.swift` (created once); `.single` gives one
/// `BookStore+CoreData.swift` for the whole model (regenerated).
public enum Layout: String, CaseIterable, Sendable {
    case mogenerator, xcode, single
}
