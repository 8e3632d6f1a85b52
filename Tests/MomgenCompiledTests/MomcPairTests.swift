// Exactness against Apple's momc (../shared/momc-pairs: three `.mom` files
// with the `contents` they were compiled from and momc's VersionInfo.plist):
// the decoded model hashes to momc's entity hashes, `diff` between the source
// and the compiled model finds no change, and every decoded fact momc keeps
// equals the source's.
import MomgenCompiled
import MomgenCore
import MomgenModel
import MomgenTestSupport
import MomgenVersions
import XCTest

final class MomcPairTests: XCTestCase {
    struct Pair {
        let folder: String
        let version: String
        var mom: String { "\(folder)/\(version).mom" }
        var source: String { "\(folder)/\(version).xcdatamodel" }
    }

    func pairs() throws -> [Pair] {
        let root = try TestRequirements.shared("momc-pairs", for: "compiled-model exactness")
        return try FileManager.default.contentsOfDirectory(atPath: root.path).sorted().compactMap { name in
            let folder = root.appendingPathComponent(name).path
            guard let mom = try? FileManager.default.contentsOfDirectory(atPath: folder).first(where: { $0.hasSuffix(".mom") }) else { return nil }
            return Pair(folder: folder, version: String(mom.dropLast(4)))
        }
    }

    func testHashesReproduceVersionInfo() throws {
        let pairs = try pairs()
        XCTAssertEqual(pairs.count, 3)
        for pair in pairs {
            let bundle = try CompiledBundle(path: pair.folder)
            let expected = try XCTUnwrap(bundle.versionHashes[pair.version], pair.folder)
            let loaded = try ModelLoader().load(pair.mom)
            let hashes = ModelVersionHashes(loaded.resolved)
            XCTAssertEqual(hashes.base64ByEntity, expected.mapValues { Base64.encode($0) }, pair.folder)
            // The folder read as a compiled bundle gives the same, current marked.
            let versions = try ModelVersionsLoader().load(pair.folder)
            XCTAssertEqual(versions.versions.map(\.name), [pair.version])
            XCTAssertEqual(versions.current?.hashes.base64ByEntity, hashes.base64ByEntity)
        }
    }

    func testDiffFromSourceFindsNoChange() throws {
        for pair in try pairs() {
            let source = try ModelLoader().load(pair.source)
            let compiled = try ModelLoader().load(pair.mom)
            let result = ModelDiff().diff(from: source.resolved, named: "source", to: compiled.resolved, named: "compiled")
            XCTAssertEqual(result.changes.map(\.reason), [], pair.folder)
            XCTAssertFalse(result.migrationNeeded, pair.folder)
        }
    }

    /// Every fact listed in issue 24 §2 that momc keeps, compared with the
    /// source. Not kept by momc (so not compared): property order, positions,
    /// `usesScalarValueType`, `syncable`, codegen, the model's tool versions.
    func testEveryKeptFactMatchesTheSource() throws {
        var compared = 0
        for pair in try pairs() {
            let source = try ModelLoader().load(pair.source).declared
            let compiled = try ModelLoader().load(pair.mom).declared
            XCTAssertEqual(compiled.entities.map(\.name), source.entities.map(\.name).sorted(), pair.folder)
            for entity in source.entities {
                guard let other = compiled.entities.first(where: { $0.name == entity.name }) else { continue }
                XCTAssertEqual(FactSheet(entity), FactSheet(other), "\(pair.folder) \(entity.name)")
                compared += 1
            }
            XCTAssertEqual(compiled.configurations.map(\.name), source.configurations.map(\.name).sorted())
            XCTAssertEqual(compiled.fetchRequests.map(\.name), source.fetchRequests.map(\.name).sorted())
        }
        XCTAssertGreaterThan(compared, 10)
    }
}

/// The facts of an entity a compiled model keeps, in a comparable form.
struct FactSheet: Equatable, CustomStringConvertible {
    var lines: [String]

    init(_ entity: Entity) {
        lines = [
            "entity \(entity.name) parent=\(entity.parentEntity ?? "-") abstract=\(entity.isAbstract)"
                + " class=\(entity.representedClassName ?? "-") renaming=\(entity.renamingIdentifier ?? "-")"
                + " modifier=\(entity.versionHashModifier ?? "-") userInfo=\(entity.userInfo.entries.map { "\($0.key)=\($0.value)" }.sorted())"
                + " unique=\(entity.uniquenessConstraints.map(\.properties)) indexes=\(entity.fetchIndexes.map { "\($0.name):\($0.elements.map { "\($0.property ?? "?")/\($0.type ?? "Binary")/\($0.order ?? "ascending")" })" })",
        ]
        for attribute in entity.attributes.sorted(by: { $0.name < $1.name }) {
            lines.append("attribute \(attribute.name) \(attribute.type.xcodeName) optional=\(attribute.isOptional)"
                + " transient=\(attribute.isTransient) default=\(Self.defaultText(attribute))"
                + " date=\(attribute.defaultDateTimeInterval ?? "-") transformer=\(Self.transformer(attribute))"
                + " class=\(attribute.customClassName ?? "-") external=\(attribute.allowsExternalBinaryDataStorage)"
                + " preserve=\(attribute.preservesValueInHistoryOnDeletion) derived=\(attribute.derivationExpression ?? "-")"
                + " min=\(attribute.minValueString ?? "-") max=\(attribute.maxValueString ?? "-") indexed=\(attribute.isIndexed)"
                + " renaming=\(attribute.renamingIdentifier ?? "-") modifier=\(attribute.versionHashModifier ?? "-")")
        }
        for relationship in entity.relationships.sorted(by: { $0.name < $1.name }) {
            lines.append("relationship \(relationship.name) -> \(relationship.destinationEntity ?? "-")"
                + " inverse=\(relationship.inverseName ?? "-") toMany=\(relationship.isToMany) ordered=\(relationship.isOrdered)"
                + " optional=\(relationship.isOptional) min=\(relationship.minCount ?? 0) max=\(relationship.maxCount ?? (relationship.isToMany ? 0 : 1))"
                + " delete=\(relationship.deleteRule.xcodeName) renaming=\(relationship.renamingIdentifier ?? "-")")
        }
        for fetched in entity.fetchedProperties.sorted(by: { $0.name < $1.name }) {
            lines.append("fetched \(fetched.name) entity=\(fetched.fetchRequest?.entity ?? "-") predicate=\(fetched.fetchRequest?.predicateString ?? "-")")
        }
    }

    var description: String { lines.joined(separator: "\n") }

    /// momc archives the secure-unarchive transformer by its registered
    /// name; a source may name it by its constant's name.
    static func transformer(_ attribute: Attribute) -> String {
        let name = attribute.valueTransformerName ?? "-"
        return name == "NSSecureUnarchiveFromDataTransformerName" ? "NSSecureUnarchiveFromData" : name
    }

    /// Booleans' defaults compared by meaning: a source may spell false "0"
    /// or "NO"; the archive holds a number, which reads back as "NO". So is
    /// a decimal-point zero: "0" and "0.0" are one number, read back "0.0".
    static func defaultText(_ attribute: Attribute) -> String {
        guard let text = attribute.defaultValueString else { return "-" }
        if [.double, .float, .decimal].contains(attribute.type), text == "0" { return "0.0" }
        guard attribute.type == .boolean else { return text }
        return ["0", "NO", "no", "false"].contains(text) ? "NO" : ["1", "YES", "yes", "true"].contains(text) ? "YES" : text
    }
}
