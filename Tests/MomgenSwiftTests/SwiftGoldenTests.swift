// Golden files: every sample model in every layout, checked against
// Tests/Goldens/swift/<Model>/<layout>/. Rewrite with MOMGEN_UPDATE_GOLDENS=1
// and review every changed file like code.
import MomgenCore
import MomgenModel
import MomgenSwift
import MomgenTestSupport
import XCTest

final class SwiftGoldenTests: XCTestCase {
    func testEverySampleModelInEveryLayout() throws {
        XCTAssertFalse(TestPaths.sampleModelNames.isEmpty)
        for name in TestPaths.sampleModelNames {
            let loaded = try ModelLoader().load(TestPaths.sampleModel(name))
            for layout in Layout.allCases {
                let options = GenerationOptions(modelName: name, layout: layout)
                let files = try SwiftEmitter(options: options).emit(loaded.resolved)
                XCTAssertFalse(files.isEmpty, "\(name) \(layout)")
                for file in files {
                    GoldenFile.assertMatches(file.contents, "swift/\(name)/\(layout.rawValue)/\(file.path)")
                }
                // Byte-identical across runs.
                XCTAssertEqual(try SwiftEmitter(options: options).emit(loaded.resolved), files)
            }
        }
    }

    /// The mogenerator template set on every sample model and the features
    /// fixture, under Tests/Goldens/swift/<Model>/mogenerator-template-set/.
    /// It writes no model protocol file (its template renders nothing).
    func testMogeneratorTemplateSet() throws {
        var models: [(String, ResolvedModel)] = try TestPaths.sampleModelNames.map {
            ($0, try ModelLoader().load(TestPaths.sampleModel($0)).resolved)
        }
        models.append(("Features", try Fixture.features()))
        for (name, model) in models {
            // The set's own required style (`T!`) is the default, as with
            // `momgen generate --template-set mogenerator`.
            let options = GenerationOptions(modelName: name, layout: .mogenerator, templateSet: .mogenerator)
            XCTAssertEqual(options.requiredStyle, .implicitlyUnwrapped)
            let files = try SwiftEmitter(options: options, templates: .named(.mogenerator)).emit(model)
            XCTAssertFalse(files.contains { $0.path.hasSuffix("ManagedObject.swift") }, "\(name): a model protocol file was written")
            let machine = files.filter { $0.role == .machine }
            XCTAssertFalse(machine.isEmpty, name)
            XCTAssertEqual(machine.count, files.count - machine.count, "\(name): one machine and one human file per class")
            for file in files {
                GoldenFile.assertMatches(file.contents, "swift/\(name)/mogenerator-template-set/\(file.path)")
            }
        }
    }

    func testFeaturesFixtureInEveryLayout() throws {
        let model = try Fixture.features()
        for layout in Layout.allCases {
            let files = try SwiftEmitter(options: GenerationOptions(modelName: "Features", layout: layout)).emit(model)
            for file in files {
                GoldenFile.assertMatches(file.contents, "swift/Features/\(layout.rawValue)/\(file.path)")
            }
        }
    }

    func testPublicAndOpenAccess() throws {
        let loaded = try ModelLoader().load(TestPaths.sampleModel("BookStore"))
        for access in [AccessLevel.public, .open] {
            let options = GenerationOptions(modelName: "BookStore", layout: .single, access: access)
            let file = try XCTUnwrap(SwiftEmitter(options: options).emit(loaded.resolved).first)
            GoldenFile.assertMatches(file.contents, "swift/BookStore/single-\(access.rawValue)/\(file.path)")
        }
    }
}
