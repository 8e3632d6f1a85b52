// read (compiled): an `NSManagedObjectModel` archive → declared `Model`.
//
// The archive's root is the model: `NSEntities` (name → entity),
// `NSFetchRequestTemplates`, `NSConfigurations` (name → set of entities),
// `NSVersionIdentifiers`. Entities and properties reference each other in
// cycles (entity ↔ property ↔ model, relationship ↔ inverse); the decoder
// never follows such a reference to decode it, only to read a name, so the
// walk is linear in the archive and ends on any input. The keys are those
// Core Data's encodeWithCoder: methods write (docs/compiled-models.md).
import MomgenModel
import MomgenPlist

/// Decodes one archived `NSManagedObjectModel`.
public struct CompiledModelDecoder {
    let archive: KeyedArchive
    let file: String
    var notes: Set<String> = []
    /// Collection members walked so far. An archive can point many objects
    /// at one huge collection; each visit counts, and the walk stops at
    /// `maximumWork` instead of running for hours.
    var work = 0
    static let maximumWork = 20_000_000
    /// What one decoded entity or property is charged to the archive's
    /// cost budget besides the look-ups it makes: about what its value
    /// weighs in memory, and in every later stage (resolve, lint, output).
    static let decodedItemWeight = 1_024

    public init(archive: KeyedArchive, file: String) {
        self.archive = archive
        self.file = file
    }

    /// Decodes the model at `$top.root`.
    public mutating func decode() throws -> CompiledModel {
        guard let rootUID = archive.top["root"], let root = try archive.keyedObject(rootUID) else {
            throw PlistError("the archive has no root object")
        }
        guard root.className == "NSManagedObjectModel" else {
            throw PlistError("the archive's root is a \(root.className), not an NSManagedObjectModel")
        }
        var model = Model(file: file)
        let entityEntries = try entries(root.fields["NSEntities"], named: "NSEntities")
        var entities: [Entity] = []
        for (name, uid) in entityEntries {
            guard let object = try archive.keyedObject(uid), object.className == "NSEntityDescription" else {
                note("entity '\(name)' is archived as something other than NSEntityDescription; skipped")
                continue
            }
            entities.append(try decodeEntity(object))
        }
        model.entities = Self.withoutInheritedCopies(entities).sorted { $0.name < $1.name }
        for (name, uid) in try entries(root.fields["NSFetchRequestTemplates"], named: "NSFetchRequestTemplates") {
            if var request = try decodeFetchRequest(uid) {
                request.name = name
                model.fetchRequests.append(request)
            }
        }
        model.fetchRequests.sort { $0.name < $1.name }
        for (name, uid) in try entries(root.fields["NSConfigurations"], named: "NSConfigurations") {
            var configuration = Configuration(name: name)
            let members = try listOf(uid, named: "NSConfigurations")
            configuration.members = try members.compactMap { try entityName($0) }.sorted().map { Configuration.Member(name: $0) }
            model.configurations.append(configuration)
        }
        model.configurations.sort { $0.name < $1.name }
        let identifiers = try list(root.fields["NSVersionIdentifiers"], named: "NSVersionIdentifiers")
            .map { try archive.stringObject($0, named: "NSVersionIdentifiers") }.sorted()
        // A model has one user-defined identifier; momc archives it as a
        // one-element set (an empty string when none is set).
        model.userDefinedModelVersionIdentifier = identifiers.first { !$0.isEmpty } ?? (identifiers.isEmpty ? nil : "")
        for key in root.fields.keys.sorted() where !Self.modelKeys.contains(key) {
            note("model key \(key) is not decoded")
        }
        return CompiledModel(model: model, versionIdentifiers: identifiers, notes: notes.sorted())
    }

    static let modelKeys: Set<String> = [
        "$class", "NSEntities", "NSFetchRequestTemplates", "NSConfigurations", "NSVersionIdentifiers",
        "CDMCompilerToolVersion", "CDMCompilerXcodeVersion",
    ]

    /// `archive.dictionary`, counted against `maximumWork`.
    mutating func entries(_ field: Int?, named name: String) throws -> [(key: String, value: Int)] {
        let result = try archive.dictionary(field, named: name)
        try spend(result.count)
        return result
    }

    /// `archive.members`, counted against `maximumWork`.
    mutating func list(_ field: Int?, named name: String) throws -> [Int] {
        let result = try archive.members(field, named: name)
        try spend(result.count)
        return result
    }

    /// `archive.membersOf`, counted against `maximumWork`.
    mutating func listOf(_ uid: Int, named name: String) throws -> [Int] {
        let result = try archive.membersOf(uid, named: name)
        try spend(result.count)
        return result
    }

    mutating func spend(_ amount: Int) throws {
        work += amount + 1
        guard work <= Self.maximumWork else {
            throw PlistError("the archive references more than \(Self.maximumWork) collection members")
        }
    }

    mutating func note(_ line: String) {
        notes.insert(line)
    }

    /// The name of the entity at `uid`, without decoding the rest of it.
    func entityName(_ uid: Int) throws -> String? {
        guard let object = try archive.keyedObject(uid), object.className == "NSEntityDescription" else { return nil }
        return try archive.string(object.fields["NSEntityName"], named: "NSEntityName")
    }

    /// The name of the property at `uid`, without decoding the rest of it;
    /// for an inherited property's proxy, the name of the property behind it.
    func propertyName(_ uid: Int) throws -> String? {
        guard let object = try archive.keyedObject(uid) else { return try? archive.stringObject(uid, named: "property") }
        if Self.propertyProxyClasses.contains(object.className) {
            guard let underlying = try archive.reference(object.fields["NSUnderlyingProperty"]),
                  let property = try archive.keyedObject(underlying),
                  !Self.propertyProxyClasses.contains(property.className) else { return nil }
            return try archive.string(property.fields["NSPropertyName"], named: "NSPropertyName")
        }
        return try archive.string(object.fields["NSPropertyName"], named: "NSPropertyName")
    }
}
