// Issue 32 item 5: what an archive does not hold is never written as if
// known. A store's model cache may carry no class name for an entity: the
// decoded model has none, decompile writes no representedClassName (never
// "NSManagedObject"), and one note says so. A Transformable beside a custom
// transformer without a class: one note. A module-relative class the archive
// keeps as `.Asset` comes back as `.Asset`. The archives are written here
// from the pattern momc and Core Data use, never copied.
import Foundation
import MomgenCompiled
import MomgenModel
import MomgenTestSupport
import XCTest

final class ArchiveGapsTests: XCTestCase {
    /// Post: no class name (as in a store's model cache), a Transformable with
    /// a custom transformer and no class, one with Foundation's transformer;
    /// Tag: NSManagedObject; Asset: `.Asset`; Thing: `App.Thing`.
    static func archive() -> [UInt8] {
        HostileArchiveRound3Tests.archive { archiver, model in
            let post = archiver.reserve(), tag = archiver.reserve(), asset = archiver.reserve(), thing = archiver.reserve()
            let colour = HostileArchiveRound3Tests.attribute(archiver, "colour", of: post, type: 1800, [
                ("NSValueTransformerName", .uid(archiver.string("ColourTransformer"))),
            ])
            let tags = HostileArchiveRound3Tests.attribute(archiver, "tags", of: post, type: 1800, [
                ("NSValueTransformerName", .uid(archiver.string("NSSecureUnarchiveFromData"))),
            ])
            let title = HostileArchiveRound3Tests.attribute(archiver, "title", of: tag)
            let empty = { archiver.dictionary([]) }
            HostileArchiveRound3Tests.entity(archiver, "Post", model: model,
                                             properties: archiver.dictionary([("colour", colour), ("tags", tags)]), in: post)
            HostileArchiveRound3Tests.entity(archiver, "Tag", model: model, properties: archiver.dictionary([("title", title)]), in: tag,
                                             [("NSClassNameForEntity", .uid(archiver.string("NSManagedObject")))])
            HostileArchiveRound3Tests.entity(archiver, "Asset", model: model, properties: empty(), in: asset,
                                             [("NSClassNameForEntity", .uid(archiver.string(".Asset")))])
            HostileArchiveRound3Tests.entity(archiver, "Thing", model: model, properties: empty(), in: thing,
                                             [("NSClassNameForEntity", .uid(archiver.string("App.Thing")))])
            return [("Post", post), ("Tag", tag), ("Asset", asset), ("Thing", thing)]
        }
    }

    func testWhatTheArchiveLacksIsNotedOncePerKind() throws {
        let compiled = try CompiledModelReader().decode(Self.archive(), file: "Gaps.mom")
        let classless = compiled.notes.filter { $0.contains("no class name in the archive") }
        XCTAssertEqual(classless, ["1 entity has no class name in the archive (Post): the class is not known, so none is given (decompile writes no representedClassName)"], compiled.notes.joined(separator: "\n"))
        let transformers = compiled.notes.filter { $0.contains("custom value transformer") }
        XCTAssertEqual(transformers.count, 1, compiled.notes.joined(separator: "\n"))
        XCTAssertTrue(transformers[0].contains("(Post.colour)"), transformers[0])
        XCTAssertFalse(transformers[0].contains("tags"), transformers[0])
    }

    func testDecompileLeavesUnknownClassesOutAndKeepsModuleRelativeOnes() throws {
        let compiled = try CompiledModelReader().decode(Self.archive(), file: "Gaps.mom")
        let text = try ModelXMLWriter.contents(compiled.model)
        XCTAssertFalse(text.contains("NSManagedObject"), text)
        XCTAssertTrue(text.contains(#"<entity name="Post" syncable="YES">"#), text)
        XCTAssertTrue(text.contains(#"<entity name="Tag" syncable="YES">"#), text)
        XCTAssertTrue(text.contains(#"<entity name="Asset" representedClassName=".Asset" syncable="YES"/>"#), text)
        XCTAssertTrue(text.contains(#"representedClassName="App.Thing""#), text)
        XCTAssertFalse(text.contains("customClassName"), text)
    }

    func testEveryCommandShowsTheNotesAndDecompileSaysWhatNoArchiveKeeps() throws {
        let folder = TestPaths.temporaryFolder("gaps")
        defer { try? FileManager.default.removeItem(at: folder) }
        let mom = folder.appendingPathComponent("Gaps.mom")
        try Data(Self.archive()).write(to: mom)
        for arguments in [["dump", mom.path], ["dump", mom.path, "--format", "json"], ["versions", mom.path, "--format", "json"], ["lint", mom.path]] {
            let result = try MomgenProcess.run(arguments)
            XCTAssertTrue(result.stderr.contains("note: 1 entity has no class name in the archive (Post)"), "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("custom value transformer and no class (Post.colour)"), "\(arguments): \(result.stderr)")
        }
        let out = folder.appendingPathComponent("out")
        let decompiled = try MomgenProcess.run(["decompile", mom.path, "--output", out.path])
        XCTAssertEqual(decompiled.status, 0, decompiled.stderr)
        XCTAssertTrue(decompiled.stderr.contains("no class name in the archive (Post)"), decompiled.stderr)
        XCTAssertTrue(decompiled.stderr.contains("not kept by a compiled model, so not in the decompiled one:"), decompiled.stderr)
        for loss in CompiledFormLoss.allCases where loss.isInEveryArchive {
            XCTAssertTrue(decompiled.stderr.contains(loss.summary), "\(loss) missing in \(decompiled.stderr)")
        }
    }
}
