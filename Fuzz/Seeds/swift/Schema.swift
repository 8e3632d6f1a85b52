import SwiftData

typealias Height = UInt32

struct Place: Codable {
    var name: String
    var tags: [String]
}

enum Kind: String, Codable { case a, b }

enum V1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [Note.self, Folder.self] }

    @Model final class Note {
        #Unique<Note>([\.title, \.height])
        #Index<Note>([\.title])
        @Attribute(.unique) var id: UUID = UUID()
        var title: String
        var height: Height
        var place: Place?
        var kind: Kind = .a
        @Relationship(deleteRule: .cascade, inverse: \Folder.notes) var folder: Folder?
        @Transient var cache: Int = 0
        var computed: Int { 1 }
        init() { title = ""; height = 0 }
    }

    @Model final class Folder {
        var notes: [Note] = []
        init() {}
    }
}

enum Plan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [V1.self] }
    static var stages: [MigrationStage] { [] }
}
