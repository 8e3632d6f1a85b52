// Incremental regeneration (the render cache beside the generation stamp):
// after an edit, only entities whose rendering inputs changed are rendered,
// and the files are byte for byte those of a full run into an empty folder.
import Foundation
import MomgenCore
import MomgenSwift
import MomgenTestSupport
import MomgenWriter
import XCTest

final class IncrementalRegenerationTests: XCTestCase {
    /// Every sample model, in every layout that renders per entity, with
    /// three seeded single-element edits each.
    func testSampleModelsAfterSingleEntityEditsMatchAFullRun() throws {
        var compared = 0
        for name in TestPaths.sampleModelNames {
            for layout in [Layout.mogenerator, .xcode] {
                compared += try assertEditsMatchAFullRun(TestPaths.sampleModel(name), layout: layout, seeds: 0..<3)
            }
        }
        XCTAssertGreaterThanOrEqual(compared, TestPaths.sampleModelNames.count * 4, "most edits leave a readable model")
    }

    /// Every model version in ../shared (corpus and ddl-pairs), one seeded
    /// edit each, in the default layout; the xcode layout with the entities
    /// Xcode would generate included.
    func testCorpusModelsAfterSingleEntityEditsMatchAFullRun() throws {
        _ = try TestRequirements.shared(for: "incremental regeneration over real models")
        let models = TestPaths.sharedModelVersions
        XCTAssertFalse(models.isEmpty)
        var compared = 0
        for (index, model) in models.enumerated() {
            compared += try assertEditsMatchAFullRun(model, layout: index % 2 == 0 ? .mogenerator : .xcode,
                                                     seeds: UInt64(index)..<UInt64(index + 1), includeXcodeGenerated: true)
        }
        XCTAssertGreaterThanOrEqual(compared * 4, models.count * 3, "most edits leave a readable model")
        print("incremental vs full run compared on \(compared) of \(models.count) edited model versions")
    }

    /// BookStore: renaming one of Book's attributes renders Book again
    /// (and nothing whose context does not mention it), the rest is reused.
    func testAnEditRendersOnlyTheEntitiesItReaches() throws {
        let (model, output) = try copyOfSample("BookStore")
        let first = try generate(model, into: output)
        XCTAssertEqual(first.reusedEntities, 0)
        let again = try generate(model, into: output)
        XCTAssertEqual(again.renderedEntities, 0, "an unchanged model renders nothing")
        try edit(model) { $0.replacingOccurrences(of: "<attribute name=\"title\"", with: "<attribute name=\"heading\"") }
        let edited = try generate(model, into: output)
        XCTAssertEqual(edited.renderedEntities, 1, "only Book names the attribute")
        XCTAssertEqual(edited.reusedEntities, first.renderedEntities - 1)
        XCTAssertTrue(try String(contentsOf: output.appendingPathComponent("_Book.swift"), encoding: .utf8).contains("heading"))
    }

    /// A cache that does not parse, or names a file outside its folder, is
    /// ignored: everything is rendered, and the output is right.
    func testACorruptOrForeignCacheIsIgnored() throws {
        let (model, output) = try copyOfSample("BookStore")
        let first = try generate(model, into: output)
        let cacheFile = output.appendingPathComponent(RenderCache.fileName)
        let good = try String(contentsOf: cacheFile, encoding: .utf8)
        let key = try XCTUnwrap(good.split(separator: "\n").first { $0.hasPrefix("entity\t") }?.split(separator: "\t")[1])
        for bad in ["garbage", good.replacingOccurrences(of: "momgen-render-cache 1", with: "momgen-render-cache 0"),
                    "momgen-render-cache 1\nentity\t\(key)\t1\nmachine\t10\t0000000000000000\t../outside.swift\n",
                    "momgen-render-cache 1\nentity\t\(key)\t3\n", String(good.dropLast(40))] {
            try bad.write(to: cacheFile, atomically: true, encoding: .utf8)
            XCTAssertNil(RenderCache.read(machineFolder: output.path, humanFolder: output.path), bad)
            let run = try generate(model, into: output)
            XCTAssertEqual(run.reusedEntities, 0, bad)
            XCTAssertEqual(run.renderedEntities, first.renderedEntities, bad)
        }
    }

    /// A machine file changed on disk is rendered again (and so restored);
    /// a human file deleted is created again.
    func testFilesChangedOnDiskAreRenderedAgain() throws {
        let (model, output) = try copyOfSample("BookStore")
        let first = try generate(model, into: output)
        let machine = output.appendingPathComponent("_Book.swift")
        let original = try Data(contentsOf: machine)
        try (SwiftEmitter.machineHeader + "\n// edited by hand\n").write(to: machine, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: output.appendingPathComponent("Page.swift"))
        let run = try generate(model, into: output)
        XCTAssertEqual(run.renderedEntities, 2)
        XCTAssertEqual(run.reusedEntities, first.renderedEntities - 2)
        XCTAssertEqual(try Data(contentsOf: machine), original)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("Page.swift").path))
    }

    /// Changing a template or an option changes every key.
    func testTemplatesAndOptionsAreInTheKey() throws {
        let (model, output) = try copyOfSample("BookStore")
        let first = try generate(model, into: output)
        let access = try generate(model, into: output) { $0.access = .public }
        XCTAssertEqual(access.reusedEntities, 0)
        let templates = TestPaths.temporaryFolder("momgen-templates")
        try "// a user's machine template\n{{className}}\n".write(to: templates.appendingPathComponent("machine.mustache"),
                                                                 atomically: true, encoding: .utf8)
        let custom = try generate(model, into: output) { $0.access = .public; $0.templates = templates.path }
        XCTAssertEqual(custom.reusedEntities, 0)
        XCTAssertEqual(custom.renderedEntities, first.renderedEntities)
    }

    // MARK: - Helpers

    /// For each seed: a full run into A, the seeded edit, an incremental run
    /// into A and a full run into an empty B; A and B must hold the same bytes.
    @discardableResult
    private func assertEditsMatchAFullRun(_ source: String, layout: Layout, seeds: Range<UInt64>,
                                          includeXcodeGenerated: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        var compared = 0
        for seed in seeds {
            let copy = TestPaths.temporaryFolder("momgen-incremental")
            defer { try? FileManager.default.removeItem(at: copy) }
            let model = copy.appendingPathComponent(URL(fileURLWithPath: source).lastPathComponent)
            try FileManager.default.copyItem(at: URL(fileURLWithPath: source), to: model)
            let configure: (inout GenerateRequest) -> Void = { $0.layout = layout; $0.includeXcodeGenerated = includeXcodeGenerated }
            let incremental = copy.appendingPathComponent("incremental")
            guard (try? generate(model, into: incremental, configure)) != nil else { continue }  // a model momgen refuses
            let contentsFile = try contentsFiles(in: model)[Int(seed) % max(1, try contentsFiles(in: model).count)]
            var generator = SeededGenerator(state: seed &+ 0x5EED)
            let text = try String(contentsOf: contentsFile, encoding: .utf8)
            guard let edit = ModelEdit.random(in: text, using: &generator) else { continue }
            try edit.apply(text).write(to: contentsFile, atomically: true, encoding: .utf8)
            // An edit can make the model unreadable (a renamed attribute that
            // an index names): both runs must then fail alike.
            let afterEdit = try? generate(model, into: incremental, configure)
            let full = copy.appendingPathComponent("full")
            let fresh = try? generate(model, into: full, configure)
            XCTAssertEqual(afterEdit == nil, fresh == nil, "\(source) [\(edit)]", file: file, line: line)
            guard afterEdit != nil else { continue }
            XCTAssertEqual(try snapshot(incremental), try snapshot(full), "\(source) seed \(seed) [\(edit)]", file: file, line: line)
            compared += 1
        }
        return compared
    }

    /// Every `contents` file under a model folder or bundle, sorted.
    private func contentsFiles(in model: URL) throws -> [URL] {
        let walker = FileManager.default.enumerator(atPath: model.path)
        var found: [URL] = []
        while let relative = walker?.nextObject() as? String {
            if relative == "contents" || relative.hasSuffix("/contents") { found.append(model.appendingPathComponent(relative)) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The generated files of a folder by name (the cache and stamp left out).
    private func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".momgen-") {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    private func copyOfSample(_ name: String) throws -> (model: URL, output: URL) {
        let folder = TestPaths.temporaryFolder("momgen-incremental")
        let model = folder.appendingPathComponent("\(name).xcdatamodeld")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestPaths.sampleModel(name)), to: model)
        return (model, folder.appendingPathComponent("out"))
    }

    private func edit(_ model: URL, _ change: (String) -> String) throws {
        for file in try contentsFiles(in: model) {
            let text = try String(contentsOf: file, encoding: .utf8)
            try change(text).write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// One generate run as the command does it: outputs through the
    /// previous run's render cache, written, then the new cache written.
    @discardableResult
    private func generate(_ model: URL, into output: URL, _ configure: (inout GenerateRequest) -> Void = { _ in }) throws -> IncrementalOutputs {
        var request = GenerateRequest(output: output.path)
        configure(&request)
        let loaded = try ModelLoader().load(model.path)
        let job = GenerationJob(request: request)
        let generated = try job.outputs(for: loaded, memo: job.previousRenderCache())
        _ = try OutputWriter().write(generated.outputs, mode: .write)
        try generated.cache.write()
        return generated
    }
}
