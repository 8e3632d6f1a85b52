// Issue 32 item 1: inherited properties in every archive form Core Data
// writes (declared once, copied into each sub-entity, proxied) read back as
// the source declares them: the same entity hashes and the same dump.
import Foundation
import MomgenCompiled
import MomgenCore
import MomgenDump
import MomgenTestSupport
import MomgenVersions
import XCTest

final class InheritedPropertiesTests: XCTestCase {
    /// The fixture's source and its archive in `style`, loaded as momgen loads files.
    func loaded(_ style: InheritanceArchiveFixture.Style) throws -> (source: LoadedModel, compiled: LoadedModel) {
        let folder = TestPaths.temporaryFolder("inheritance")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let model = folder.appendingPathComponent("Garage.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try InheritanceArchiveFixture.source.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        let mom = folder.appendingPathComponent("Garage.mom")
        try Data(InheritanceArchiveFixture.bytes(style)).write(to: mom)
        return (try ModelLoader().load(model.path), try ModelLoader().load(mom.path))
    }

    func testEveryArchiveFormHashesAsTheSource() throws {
        for style in InheritanceArchiveFixture.Style.allCases {
            let (source, compiled) = try loaded(style)
            XCTAssertEqual(ModelVersionHashes(compiled.resolved).base64ByEntity, ModelVersionHashes(source.resolved).base64ByEntity, "\(style)")
        }
    }

    func testEveryArchiveFormDumpsAsTheSource() throws {
        for style in InheritanceArchiveFixture.Style.allCases {
            let (source, compiled) = try loaded(style)
            let expected = try ComparableDump(ModelJSONDump().render(source.resolved, source: source.source))
            let actual = try ComparableDump(ModelJSONDump().render(compiled.resolved, source: compiled.source))
            XCTAssertEqual(actual.entities, expected.entities, "\(style)")
            for entity in source.declared.entities {
                let other = try XCTUnwrap(compiled.declared.entities.first { $0.name == entity.name }, "\(style)")
                XCTAssertEqual(FactSheet(other), FactSheet(entity), "\(style) \(entity.name)")
            }
        }
    }

    /// The proxy form once stopped the run ("SportsCar has no NSPropertyName").
    func testProxiesNeitherStopTheRunNorAddNotes() throws {
        let compiled = try CompiledModelReader().decode(InheritanceArchiveFixture.bytes(.proxies), file: "Garage.mom")
        XCTAssertEqual(compiled.notes, [])
        let sports = try XCTUnwrap(compiled.model.entities.first { $0.name == "SportsCar" })
        XCTAssertEqual(sports.attributes.map(\.name), ["topSpeed"])
        XCTAssertEqual(sports.relationships.map(\.name), [])
    }
}

/// A JSON dump with what no compiled form keeps (positions, the source
/// path, the document's tool versions) taken out.
struct ComparableDump {
    let entities: String

    init(_ json: String) throws {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any] ?? [:]
        let stripped = Self.strip(object["entities"] ?? [])
        entities = String(decoding: try JSONSerialization.data(withJSONObject: stripped, options: [.sortedKeys, .prettyPrinted]), as: UTF8.self)
    }

    static func strip(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            return dictionary.filter { !["line", "column"].contains($0.key) }.mapValues(strip)
        }
        if let array = value as? [Any] { return array.map(strip) }
        return value
    }
}
