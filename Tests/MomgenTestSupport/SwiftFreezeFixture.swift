// SwiftData sources written for the `--freeze-as` tests, shaped after what
// real teams froze (KMReader's frozen schemas: stored properties and
// initializers) and what a live class holds besides: a nested enum, a
// shared Codable struct, a relationship with a key-path inverse, an
// observer, a transient, a computed property, a method, conformances.

/// The freeze fixture's files.
public enum SwiftFreezeFixture {
    public static let note = """
    import Foundation
    import SwiftData

    /// A note.
    @Model
    final class Note: Identifiable, CustomStringConvertible {
        #Unique<Note>([\\.title, \\.created])

        enum Mood: String, Codable { case calm, loud }

        var title: String = ""
        var created: Date = Date()
        var mood: Mood = Mood.calm
        var place: Place?
        @Relationship(deleteRule: .cascade, inverse: \\Tag.notes) var tags: [Tag] = []
        var stars: Int = 0 {
            didSet { touch() }
        }
        @Transient var isSelected = false

        var description: String { title }

        init(title: String) {
            self.title = title
        }

        func touch() { created = Date() }
    }

    struct Place: Codable {
        var latitude: Double
        var longitude: Double
    }
    """

    public static let tag = """
    import SwiftData

    @Model final class Tag {
        var name: String = ""
        var notes: [Note] = []
        init() {}
    }
    """

    public static let v1 = """
    import SwiftData

    enum V1: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
        static var models: [any PersistentModel.Type] { [Note.self, Tag.self] }
    }
    """

    /// The live classes without a schema (`Note.swift`, `Tag.swift`).
    public static let liveFiles = ["Note.swift": note, "Tag.swift": tag]
}
