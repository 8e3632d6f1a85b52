// `--freeze-as`: the frozen copy of the live classes (a new schema, or an
// extension of a declared schema whose models are live classes), the proof
// that it hashes as its original, and every refusal. The sources are
// fixtures written for these tests from what KMReader's maintainers froze
// by hand (stored properties and initializers, nothing else).
import MomgenDiagnostics
import MomgenModel
import MomgenSwiftSource
import MomgenTestSupport
import MomgenVersions
import XCTest

final class SwiftSchemaFreezerTests: XCTestCase {
    private func files(_ extra: [String: String] = [:], v1: String? = SwiftFreezeFixture.v1) -> [SwiftSourceFile] {
        var all = ["Models/Note.swift": SwiftFreezeFixture.note, "Models/Tag.swift": SwiftFreezeFixture.tag].merging(extra) { _, new in new }
        if let v1 { all["Models/V1.swift"] = v1 }
        return all.sorted { $0.key < $1.key }.map { SwiftSourceFile(path: $0.key, text: $0.value) }
    }

    func testANewSchemaCopiesEveryLiveClassAndHashesAsThem() throws {
        let frozen = try SwiftSchemaFreezer().freeze(files(v1: nil), as: "V1", outputFolder: "Models")
        XCTAssertEqual(frozen.text, """
        // Frozen by momgen generate --freeze-as V1 from the live @Model classes of the sources.
        // A released schema never changes: edit the live classes, never these copies.
        // Shared with the live code (a change to one changes this schema's checksum too;
        // momgen lock records it and momgen lint names it): Place.

        import Foundation
        import SwiftData

        enum V1: VersionedSchema {
            static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }

            static var models: [any PersistentModel.Type] {
                [
                    V1.Note.self,
                    V1.Tag.self,
                ]
            }
        }

        extension V1 {
            @Model
            final class Note {
                #Unique<Note>([\\.title, \\.created])

                enum Mood: String, Codable { case calm, loud }

                var title: String = ""
                var created: Date = Date()
                var mood: Mood = Mood.calm
                var place: Place?
                @Relationship(deleteRule: .cascade, inverse: \\Tag.notes) var tags: [Tag] = []
                var stars: Int = 0
                @Transient var isSelected = false

                init(title: String) {
                    self.title = title
                }
            }

            @Model final class Tag {
                var name: String = ""
                var notes: [Note] = []
                init() {}
            }
        }

        """)
        XCTAssertFalse(frozen.extendsExisting)
        XCTAssertEqual(frozen.fileName, "V1.swift")
        XCTAssertEqual(frozen.versionIdentifier, "1.0.0")
        XCTAssertEqual(frozen.classes, ["Note", "Tag"])
        XCTAssertEqual(frozen.sharedTypes, ["Place"])
        XCTAssertEqual(frozen.droppedMembers, 2, "description and touch()")
        XCTAssertEqual(frozen.droppedConformances, ["CustomStringConvertible", "Identifiable"])

        // Read back beside the sources: V1 is its own copies, with the live checksum.
        let model = try SwiftSourceReader().read(files(["Models/V1.swift": frozen.text], v1: nil))
        let schema = try XCTUnwrap(model.version(named: "V1"))
        XCTAssertEqual(Set(schema.owners.values), ["V1"])
        let live = try XCTUnwrap(model.version(named: "Live"))
        XCTAssertEqual(SwiftSourceFixture.hashes(schema).checksum, SwiftSourceFixture.hashes(live).checksum)
        XCTAssertEqual(SwiftSourceFixture.hashes(schema).checksum, frozen.checksum)
        XCTAssertEqual(SwiftSourceFixture.hashes(schema).entities.map(\.base64), SwiftSourceFixture.hashes(live).entities.map(\.base64))
    }

    func testADeclaredSchemaListingLiveClassesIsFrozenInPlaceByAnExtension() throws {
        let before = try SwiftSourceReader().read(files())
        let frozen = try SwiftSchemaFreezer().freeze(files(), as: "V1", outputFolder: "Models")
        XCTAssertTrue(frozen.extendsExisting)
        XCTAssertEqual(frozen.fileName, "V1+Frozen.swift", "beside the user's V1.swift")
        XCTAssertNil(frozen.versionIdentifier)
        XCTAssertTrue(frozen.text.contains("\nextension V1 {\n    @Model\n    final class Note {"), frozen.text)
        XCTAssertFalse(frozen.text.contains("enum V1"), "the user's V1 declaration stays theirs")

        let after = try SwiftSourceReader().read(files(["Models/V1+Frozen.swift": frozen.text]))
        let schema = try XCTUnwrap(after.version(named: "V1"))
        XCTAssertEqual(Set(schema.owners.values), ["V1"], "V1's own models list now names the copies")
        XCTAssertEqual(SwiftSourceFixture.hashes(schema).checksum, SwiftSourceFixture.hashes(try XCTUnwrap(before.version(named: "V1"))).checksum)

        // Frozen, V1 no longer follows the live classes.
        let edited = files(["Models/V1+Frozen.swift": frozen.text, "Models/Tag.swift": SwiftFreezeFixture.tag.replacingOccurrences(of: "var name: String = \"\"", with: "var name: String = \"\"\n    var colour: String?")])
        let drifted = try SwiftSourceReader().read(edited)
        XCTAssertEqual(SwiftSourceFixture.hashes(try XCTUnwrap(drifted.version(named: "V1"))).checksum, frozen.checksum)
        XCTAssertNotEqual(SwiftSourceFixture.hashes(try XCTUnwrap(drifted.version(named: "Live"))).checksum, frozen.checksum)
    }

    func testANewSchemaTakesTheNextMajorOrTheVersionAsked() throws {
        let frozenV1 = try SwiftSchemaFreezer().freeze(files(), as: "V1", outputFolder: "Models")
        let withFrozenV1 = files(["Models/V1+Frozen.swift": frozenV1.text])
        XCTAssertEqual(try SwiftSchemaFreezer().freeze(withFrozenV1, as: "V2", outputFolder: "Models").versionIdentifier, "2.0.0")
        XCTAssertEqual(try SwiftSchemaFreezer().freeze(withFrozenV1, as: "V1_1", version: [1, 1], outputFolder: "Models").versionIdentifier, "1.1.0")
        XCTAssertThrowsError(try SwiftSchemaFreezer().freeze(withFrozenV1, as: "V2", version: [1, 0, 0], outputFolder: "Models")) { error in
            XCTAssertTrue("\(error)".contains("version 1.0.0 is V1's already"), "\(error)")
        }
    }

    func testRefusals() throws {
        let frozenV1 = try SwiftSchemaFreezer().freeze(files(), as: "V1", outputFolder: "Models")
        let cases: [(String, [Int]?, [SwiftSourceFile], String)] = [
            ("1V", nil, files(), "is no Swift type name"),
            ("V 2", nil, files(), "is no Swift type name"),
            ("V\u{1B}[2J", nil, files(), "is no Swift type name"),
            ("class", nil, files(), "is a Swift keyword"),
            ("Note", nil, files(), "declared already in these sources and is no VersionedSchema"),
            ("Live", nil, files(), "the name momgen gives the live classes"),
            ("V1", nil, files(["Models/V1+Frozen.swift": frozenV1.text]), "every class of it is its own frozen copy already"),
            ("V1", [3], files(), "--freeze-version is only for a new schema"),
            ("V2", [1, 2, 3, 4], files(), "one to three numbers"),
        ]
        for (name, version, sources, expected) in cases {
            XCTAssertThrowsError(try SwiftSchemaFreezer().freeze(sources, as: name, version: version, outputFolder: ""), name) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(name): \(error)")
                XCTAssertFalse("\(error)".contains("\u{1B}"), "names reach the terminal escaped")
            }
        }
        let onlySchemas = [SwiftSourceFile(path: "V1.swift", text: SwiftFreezeFixture.v1)]
        XCTAssertThrowsError(try SwiftSchemaFreezer().freeze(onlySchemas, as: "V2", outputFolder: ""))
    }

    func testALockedSchemaWhoseLiveClassesChangedIsNotFrozenAsTheyAreNow() throws {
        let before = try SwiftSourceReader().read(files())
        let locked = VersionLock.Version(name: "V1", hashes: SwiftSourceFixture.hashes(try XCTUnwrap(before.version(named: "V1"))))
        XCTAssertNoThrow(try SwiftSchemaFreezer().freeze(files(), as: "V1", outputFolder: "Models", locked: locked))
        let edited = files(["Models/Tag.swift": SwiftFreezeFixture.tag.replacingOccurrences(of: "init() {}", with: "var colour: String?\n    init() {}")])
        XCTAssertThrowsError(try SwiftSchemaFreezer().freeze(edited, as: "V1", outputFolder: "Models", locked: locked)) { error in
            XCTAssertTrue("\(error)".contains("changed since V1 was locked"), "\(error)")
            XCTAssertTrue("\(error)".contains("(changed: Tag)"), "\(error)")
        }
    }

    func testACopyThatWouldNotHashAsItsOriginalIsRefused() throws {
        // `Kind` is declared beside the class in a namespace; inside the new
        // schema the copy's `Kind` names nothing, so its attribute would hash
        // as an unknown type: the proof refuses rather than write it.
        let namespaced = """
        import SwiftData
        enum Models {
            enum Kind: String, Codable { case a, b }
            @Model final class Item {
                var kind: Kind = Kind.a
                init() {}
            }
        }
        """
        XCTAssertThrowsError(try SwiftSchemaFreezer().freeze([SwiftSourceFile(path: "Item.swift", text: namespaced)], as: "V1", outputFolder: "")) { error in
            XCTAssertTrue("\(error)".contains("refusing to write the frozen V1: read back, the version hash of Item differs"), "\(error)")
        }
    }

    func testASchemaListingALiveClassThroughATypealiasGetsTheAliasInside() throws {
        // KMReader: `typealias CustomFont = CustomFontV1` beside the class,
        // and every schema's `models` lists `CustomFont.self`. SwiftData's
        // entity is `CustomFontV1`; the copy keeps that name, and an alias in
        // the extension makes `CustomFont` inside the schema name the copy.
        let font = """
        import SwiftData
        typealias CustomFont = CustomFontV1
        @Model final class CustomFontV1 {
            @Attribute(.unique) var name: String
            init(name: String) { self.name = name }
        }
        """
        let schema = """
        import SwiftData
        enum V1: VersionedSchema {
            static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
            static var models: [any PersistentModel.Type] { [CustomFont.self] }
        }
        """
        let sources = [SwiftSourceFile(path: "CustomFont.swift", text: font), SwiftSourceFile(path: "V1.swift", text: schema)]
        let before = try SwiftSourceReader().read(sources)
        XCTAssertEqual(before.version(named: "V1")?.model.entities.map(\.name), ["CustomFontV1"], "the class's name, not the alias's")
        let frozen = try SwiftSchemaFreezer().freeze(sources, as: "V1", outputFolder: "")
        XCTAssertTrue(frozen.text.contains("extension V1 {\n    typealias CustomFont = CustomFontV1\n\n    @Model final class CustomFontV1 {"), frozen.text)
        let after = try SwiftSourceReader().read(sources + [SwiftSourceFile(path: "V1+Frozen.swift", text: frozen.text)])
        XCTAssertEqual(after.version(named: "V1")?.owners, ["CustomFontV1": "V1"])
        XCTAssertEqual(frozen.checksum, SwiftSourceFixture.hashes(try XCTUnwrap(before.version(named: "V1"))).checksum)
    }

    func testAnInitializerNamingALeftOutMemberIsSaid() throws {
        let text = """
        import SwiftData
        @Model final class Item {
            var created: Date = Date()
            var label: String { "x" }
            init() { reset() }
            init(label: String) { created = Date(); _ = label }
            func reset() { created = Date() }
        }
        """
        let frozen = try SwiftSchemaFreezer().freeze([SwiftSourceFile(path: "Item.swift", text: text)], as: "V1", outputFolder: "")
        XCTAssertEqual(frozen.namesInInitializers, ["`Item`'s initializer uses `reset`"], "not `label`, a parameter of the same name")
        XCTAssertTrue(frozen.text.contains("init() { reset() }"), "kept as written: momgen compiles nothing to rewrite it")
        XCTAssertEqual(try SwiftSchemaFreezer().freeze(files(v1: nil), as: "V1", outputFolder: "").namesInInitializers, [])
    }

    func testACopyKeepsEachLineButItsIndentation() throws {
        // A multi-line string keeps its content, trailing spaces included:
        // only the indentation moves, with the closing delimiter.
        let text = "import SwiftData\nenum Models {\n    @Model final class Item {\n        var note: String = \"\"\"\n            kept  \n            \"\"\"\n        init() {}\n    }\n}\n"
        let copier = try SwiftSchemaFreezer().freeze([SwiftSourceFile(path: "Item.swift", text: text)], as: "V1", outputFolder: "")
        XCTAssertTrue(copier.text.contains("\n    @Model final class Item {\n        var note: String = \"\"\"\n            kept  \n            \"\"\"\n        init() {}\n    }\n"), copier.text)
    }
}
