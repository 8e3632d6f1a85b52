// A small, correct SwiftData app written after Apple's documentation (the Trip and
// LivingAccommodation models of "Preserving your app's model data across launches",
// "Defining data relationships with enumerations and model classes"): the stand-in must
// accept it, and each rejection test changes one line of it.
enum SwiftDataSnippet {
    /// The models, without `#Unique`/`#Index` (valid from iOS 17).
    static let models = """
    import Foundation
    import SwiftData

    @Model
    final class Trip {
        @Attribute(.unique) var name: String
        @Attribute(.externalStorage, originalName: "photo_data", hashModifier: "v2") var photo: Data?
        @Attribute(.spotlight, .allowsCloudEncryption, .preserveValueOnDeletion) var notes: String = ""
        @Attribute(.transformable(by: "ColorTransformer")) var color: String?
        @Attribute(.transformable(by: ColorTransformer.self)) var tint: String?
        @Attribute(.ephemeral) var isSelected: Bool = false
        var startDate: Date
        var endDate: Date
        var rating: Int32 = 0
        var score: Double? = 0.5
        var budget: Decimal = 0
        var website: URL?
        var identifier: UUID = UUID()
        @Relationship(.unique, deleteRule: .cascade, minimumModelCount: 0, maximumModelCount: 10,
                      originalName: "stays", inverse: \\LivingAccommodation.trip, hashModifier: nil)
        var accommodations: [LivingAccommodation] = []
        @Relationship(deleteRule: .nullify) var companions: [Person]?
        @Transient var draft: String = ""

        init(name: String, startDate: Date, endDate: Date) {
            self.name = name
            self.startDate = startDate
            self.endDate = endDate
        }
    }

    @Model
    public final class LivingAccommodation {
        public var address: String
        var trip: Trip?
        public init(address: String) { self.address = address }
    }

    @Model
    public class Person {
        public var id: UUID
        var name: String?
        @Relationship(inverse: \\Trip.companions) var trips: [Trip]?
        public init(id: UUID) { self.id = id }
    }

    final class ColorTransformer: ValueTransformer {
        override func transformedValue(_ value: Any?) -> Any? { value }
    }
    """

    /// Versions, a migration plan and the API an app calls.
    static let usage = """

    enum TripsSchemaV1: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
        static var models: [any PersistentModel.Type] { [Trip.self, LivingAccommodation.self, Person.self] }
    }

    enum TripsSchemaV2: VersionedSchema {
        static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }
        static var models: [any PersistentModel.Type] { [Trip.self, LivingAccommodation.self, Person.self] }
    }

    enum TripsMigrationPlan: SchemaMigrationPlan {
        static var schemas: [any VersionedSchema.Type] { [TripsSchemaV1.self, TripsSchemaV2.self] }
        static var stages: [MigrationStage] {
            [.lightweight(fromVersion: TripsSchemaV1.self, toVersion: TripsSchemaV2.self),
             .custom(fromVersion: TripsSchemaV1.self, toVersion: TripsSchemaV2.self,
                     willMigrate: { context in try context.save() }, didMigrate: nil)]
        }
    }

    @MainActor
    func useTrips(name: String) throws {
        let container = try ModelContainer(for: Trip.self, LivingAccommodation.self, migrationPlan: TripsMigrationPlan.self,
                                           configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let trip = Trip(name: name, startDate: .now, endDate: .now)
        context.insert(trip)
        var descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.name == name },
                                               sortBy: [SortDescriptor(\\.startDate, order: .reverse)])
        descriptor.fetchLimit = 1
        let trips: [Trip] = try context.fetch(descriptor)
        _ = try context.fetchCount(descriptor)
        context.delete(trips[0])
        if context.hasChanges { try context.save() }
        let _: PersistentIdentifier = trip.persistentModelID
        let _: PersistentIdentifier = trip.id
        let _ = Schema([Trip.self], version: Schema.Version(2, 0, 0))
        let other = ModelContext(container)
        try other.delete(model: Trip.self, where: #Predicate { $0.rating < 2 })
        _ = try ModelContainer(for: Schema(versionedSchema: TripsSchemaV2.self),
                               configurations: [ModelConfiguration("Trips", url: URL(fileURLWithPath: "/tmp/trips.store"))])
    }

    struct TripList {
        @Query(sort: \\Trip.startDate, order: .reverse) var trips: [Trip]
        @Query var all: [Trip]
        @Query(filter: #Predicate<Trip> { $0.rating > 3 }, sort: [SortDescriptor(\\Trip.name)]) var good: [Trip]
        @Query(FetchDescriptor<Person>()) var people: [Person]
    }
    """

    /// The models and their use.
    static var source: String { models + usage }

    /// `source` with every `original` replaced by `replacement`
    /// (fails loudly when the line is missing, so a test can't silently check nothing).
    static func replacing(_ original: String, with replacement: String) -> String {
        precondition(source.contains(original), "SwiftDataSnippet has no \(original)")
        return source.replacingOccurrences(of: original, with: replacement)
    }

    /// The 1-based line of `source` (or of `text`) holding `fragment`.
    static func line(of fragment: String, in text: String = source) -> Int {
        let lines = text.components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(fragment) } ?? -1) + 1
    }
}
