// `momgen` with no arguments runs momgen.yml: the one-line build phase.
import Foundation
import MomgenTestSupport
import XCTest

final class BuildCommandTests: XCTestCase {
    private var project: URL!

    override func setUpWithError() throws {
        project = TestPaths.temporaryFolder("build-project")
        let app = project.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: app.appendingPathComponent("BookStore.xcdatamodeld").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func writeConfig(_ yaml: String) throws {
        try yaml.write(to: project.appendingPathComponent("momgen.yml"), atomically: true, encoding: .utf8)
    }

    private func modificationDates(_ folder: URL) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            dates[name] = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)[.modificationDate] as? Date
        }
        return dates
    }

    func testNoArgumentsRunsTheConfigurationAndASecondRunTouchesNothing() throws {
        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            output: App/Generated
            ddl: Docs/BookStore.sql
            xcfilelist: BuildSupport
        """)
        let first = try MomgenProcess.run([], in: project)
        XCTAssertEqual(first.status, 0, first.stderr + first.stdout)
        let generated = project.appendingPathComponent("App/Generated")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: generated.path).sorted(), [
            ".momgen-render-cache", ".momgen-stamp", "Book.swift", "BookCategory.swift", "Page.swift", "_Book.swift", "_BookCategory.swift", "_BookStoreManagedObject.swift", "_Page.swift",
        ])
        let ddl = try String(contentsOf: project.appendingPathComponent("Docs/BookStore.sql"), encoding: .utf8)
        let printed = try MomgenProcess.run(["ddl", "App/BookStore.xcdatamodeld"], in: project)
        XCTAssertEqual(ddl, printed.stdout, "the DDL file is what `momgen ddl` prints")
        let inputs = try String(contentsOf: project.appendingPathComponent("BuildSupport/momgen-inputs.xcfilelist"), encoding: .utf8)
        XCTAssertTrue(inputs.contains("App/BookStore.xcdatamodeld/BookStore.xcdatamodel/contents\n"), inputs)
        XCTAssertTrue(inputs.contains("momgen.yml\n"), inputs)

        let before = try modificationDates(generated)
        let second = try MomgenProcess.run([], in: project)
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertEqual(second.stdout, "", "an unchanged model writes nothing and says nothing")
        XCTAssertEqual(try modificationDates(generated), before)
    }

    func testTheStampSkipsUnchangedModelsButNeverAChangedOneOrAMissingOutput() throws {
        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            output: App/Generated
            ddl: Docs/BookStore.sql
        """)
        // A warning-level finding that every run must show, cached or not.
        let contents = project.appendingPathComponent("App/BookStore.xcdatamodeld/BookStore.xcdatamodel/contents")
        let model = try String(contentsOf: contents, encoding: .utf8)
        try model.replacingOccurrences(of: "<attribute name=\"text\" optional=\"YES\" attributeType=\"String\"/>",
                                       with: "<attribute name=\"text\" optional=\"YES\" attributeType=\"String\" defaultValueString=\"blank\"/>")
            .write(to: contents, atomically: true, encoding: .utf8)
        let first = try MomgenProcess.run([], in: project)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("[optional-with-default]"), first.stdout)
        let stamp = project.appendingPathComponent("App/Generated/.momgen-stamp")
        XCTAssertTrue(FileManager.default.fileExists(atPath: stamp.path))

        let cached = try MomgenProcess.run([], in: project)
        XCTAssertEqual(cached.status, 0)
        XCTAssertEqual(cached.stdout, first.stdout.split(separator: "\n").filter { $0.contains("warning:") }.map { $0 + "\n" }.joined(),
                       "the cached run prints the same warnings and writes nothing")

        // A deleted output (here the DDL file) is written again.
        let ddl = project.appendingPathComponent("Docs/BookStore.sql")
        try FileManager.default.removeItem(at: ddl)
        XCTAssertEqual(try MomgenProcess.run([], in: project).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: ddl.path))

        // A changed model is regenerated.
        try String(contentsOf: contents, encoding: .utf8).replacingOccurrences(of: "name=\"title\"", with: "name=\"subtitle\"")
            .write(to: contents, atomically: true, encoding: .utf8)
        let changed = try MomgenProcess.run([], in: project)
        XCTAssertEqual(changed.status, 0, changed.stderr)
        XCTAssertTrue(changed.stdout.contains("_Book.swift"), changed.stdout)
        XCTAssertTrue(try String(contentsOf: project.appendingPathComponent("App/Generated/_Book.swift"), encoding: .utf8).contains("subtitle"))
    }

    /// momgen.yml's `template-set` and the layout's required style reach
    /// the build step: mogenerator's API, Xcode's types; a set with the
    /// wrong layout is a configuration problem at its line.
    func testTemplateSetAndLayoutDefaultsFromTheConfiguration() throws {
        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            output: App/Mogenerator
            template-set: mogenerator
          - path: App/BookStore.xcdatamodeld
            output: App/Xcode
            layout: xcode
        """)
        let run = try MomgenProcess.run([], in: project)
        XCTAssertEqual(run.status, 0, run.stderr + run.stdout)
        let machine = try String(contentsOf: project.appendingPathComponent("App/Mogenerator/_Book.swift"), encoding: .utf8)
        XCTAssertTrue(machine.contains("class func entityName() -> String"), machine)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Mogenerator/_BookStoreManagedObject.swift").path))
        let properties = try String(contentsOf: project.appendingPathComponent("App/Xcode/BookCategory+CoreDataProperties.swift"), encoding: .utf8)
        XCTAssertTrue(properties.contains("@NSManaged var books: NSSet?\n"), properties)

        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            output: App/Wrong
            layout: single
            template-set: mogenerator
        """)
        let wrong = try MomgenProcess.run([], in: project)
        XCTAssertEqual(wrong.status, 1, wrong.stderr + wrong.stdout)
        XCTAssertTrue(wrong.stdout.contains("momgen.yml:5:1: error: invalid value for 'models[0].template-set': expected momgen with layout single (the mogenerator set renders the mogenerator layout)"), wrong.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Wrong").path), "nothing is written")
    }

    /// The xcode layout writes into the app's own source folder: its stamp
    /// and render cache go beside momgen.yml (`.momgen/<output>`), never
    /// among the team's files; an unchanged second run still stops at the stamp.
    func testXcodeLayoutKeepsStampAndCacheBesideTheConfiguration() throws {
        try writeConfig("models:\n  - path: App/BookStore.xcdatamodeld\n    output: App/Model\n    layout: xcode\n")
        let first = try MomgenProcess.run([], in: project)
        XCTAssertEqual(first.status, 0, first.stderr + first.stdout)
        let model = project.appendingPathComponent("App/Model")
        let names = try FileManager.default.contentsOfDirectory(atPath: model.path)
        XCTAssertFalse(names.contains { $0.hasPrefix(".") }, "no momgen file among the app's sources: \(names)")
        XCTAssertTrue(names.contains("Book+CoreDataProperties.swift"), "\(names)")
        let state = project.appendingPathComponent(".momgen/App+Model")
        XCTAssertTrue(FileManager.default.fileExists(atPath: state.appendingPathComponent(".momgen-stamp").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: state.appendingPathComponent(".momgen-render-cache").path))
        let before = try modificationDates(model)
        let second = try MomgenProcess.run([], in: project)
        XCTAssertEqual(second.status, 0, second.stderr + second.stdout)
        XCTAssertEqual(try modificationDates(model), before)
        XCTAssertEqual(try MomgenProcess.run(["--check"], in: project).status, 0)
    }

    /// Core Data classes and the swiftdata layout of one model: an entity
    /// whose Core Data class keeps the entity name would clash with its
    /// @Model class in one module, so the build warns (and still builds:
    /// the outputs may be in different modules).
    func testBothLayoutsOfOneModelWarnOfClassNameClashes() throws {
        try writeConfig("""
        models:
          - path: App/BookStore.xcdatamodeld
            output: App/CoreData
            layout: xcode
          - path: App/BookStore.xcdatamodeld
            output: App/SwiftData
            layout: swiftdata
        """)
        let run = try MomgenProcess.run([], in: project)
        XCTAssertEqual(run.status, 0, run.stderr + run.stdout)
        let clashes = run.stdout.split(separator: "\n").filter { $0.contains("[swiftdata-class-name-clash]") }
        XCTAssertTrue(clashes.contains { $0.contains("warning: entity 'Book' gets a Core Data class and a SwiftData @Model class") }, run.stdout)
        XCTAssertTrue(clashes.allSatisfy { $0.contains("BookStore.xcdatamodel/contents:") && $0.contains("compile into one module") }, run.stdout)
        try writeConfig("models:\n  - path: App/BookStore.xcdatamodeld\n    output: App/SwiftData\n    layout: swiftdata\n")
        XCTAssertFalse(try MomgenProcess.run([], in: project).stdout.contains("swiftdata-class-name-clash"), "one layout: nothing to clash with")
    }

    func testCheckReportsStaleOutputWithoutWriting() throws {
        try writeConfig("models:\n  - path: App/BookStore.xcdatamodeld\n    output: App/Generated\n")
        XCTAssertEqual(try MomgenProcess.run([], in: project).status, 0)
        let contents = project.appendingPathComponent("App/BookStore.xcdatamodeld/BookStore.xcdatamodel/contents")
        let model = try String(contentsOf: contents, encoding: .utf8)
        try model.replacingOccurrences(of: "name=\"title\"", with: "name=\"subtitle\"").write(to: contents, atomically: true, encoding: .utf8)
        let machine = project.appendingPathComponent("App/Generated/_Book.swift")
        let old = try String(contentsOf: machine, encoding: .utf8)
        let check = try MomgenProcess.run(["build", "--check"], in: project)
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.stdout.contains("_Book.swift"), check.stdout)
        XCTAssertEqual(try String(contentsOf: machine, encoding: .utf8), old, "--check writes nothing")
    }

    func testLintErrorsBlockGenerationUnlessForced() throws {
        try writeConfig("models:\n  - path: App/BookStore.xcdatamodeld\n    output: App/Generated\n")
        let contents = project.appendingPathComponent("App/BookStore.xcdatamodeld/BookStore.xcdatamodel/contents")
        let model = try String(contentsOf: contents, encoding: .utf8)
        // An inverse that names no relationship: an error (a non-reciprocal
        // inverse is only a warning, as momc itself says).
        try model.replacingOccurrences(of: " inverseName=\"category\" inverseEntity=\"Book\"", with: " inverseName=\"nothing\" inverseEntity=\"Book\"")
            .write(to: contents, atomically: true, encoding: .utf8)
        let blocked = try MomgenProcess.run([], in: project)
        XCTAssertEqual(blocked.status, 1)
        XCTAssertTrue(blocked.stdout.split(separator: "\n").contains { $0.contains(": error: ") && $0.contains("[unknown-inverse]") }, blocked.stdout)
        XCTAssertTrue(blocked.stderr.contains("not generated because of lint errors"), blocked.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Generated").path))
        XCTAssertEqual(try MomgenProcess.run(["build", "--force"], in: project).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("App/Generated/_Book.swift").path))
    }

    func testConfigurationProblemsNameTheKeyPath() throws {
        try writeConfig("models:\n  - path: App/BookStore.xcdatamodeld\n    outptu: App/Generated\n")
        let result = try MomgenProcess.run([], in: project)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains("momgen.yml:3:1: error: unknown configuration key 'models[0].outptu'"), result.stdout)
    }

    func testMissingConfigurationIsAUsageError() throws {
        let result = try MomgenProcess.run(["build"], in: project.appendingPathComponent("App"))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("no momgen.yml"), result.stderr)
    }
}
