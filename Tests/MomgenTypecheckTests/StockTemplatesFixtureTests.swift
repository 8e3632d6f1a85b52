// mogenerator's stock Swift templates, run through momgen's MiscMerge
// engine, declare what `--template-set mogenerator` declares. The stock
// templates stay outside the repository: the committed fixture
// (Tests/MotemplateFixtures/stock-constructs, written here) uses the same
// MiscMerge constructs and declares the same API as stock 1.32, and runs
// on every test run; the stock templates themselves are checked when
// MOMGEN_STOCK_MOTEMPLATES names a folder holding them (e.g. `templates/`
// of rentzsch/mogenerator at tag 1.32), against the set and the fixture.
import Foundation
import MomgenTestSupport
import XCTest

final class StockTemplatesFixtureTests: XCTestCase {
    static let fixture = TestPaths.testsFolder("MotemplateFixtures/stock-constructs")

    /// The sample models and the Swift fixtures with fetch requests, fetched
    /// properties, inheritance, transformables and user info.
    static var models: [String] {
        TestPaths.sampleModelNames.map(TestPaths.sampleModel)
            + ["Features", "Albums"].map { TestPaths.testsFolder("MomgenSwiftTests/Fixtures/\($0).xcdatamodel").path }
    }

    /// Where `--template-set mogenerator` declares differently from stock
    /// mogenerator on purpose (docs/generate.md, "mogenerator's API"), by
    /// declaration: a fetch request returns `[Entity]?`/`Entity?`, not
    /// `[Any]?`/`Any?`, and has no `error:` variant (a Swift `throws`
    /// would be the call site's change either way).
    static func isDeliberateDifference(_ line: String) -> Bool {
        line.contains(": func fetch") && (line.contains("error outError") || line.contains(" became "))
    }

    func testFixtureTemplatesDeclareWhatTheMogeneratorSetDeclares() throws {
        var summary: [String] = []
        for model in Self.models {
            let (differences, compared) = try compareWithSet(templates: Self.fixture, model: model)
            summary.append("  \(URL(fileURLWithPath: model).lastPathComponent): \(compared - differences.count) of \(compared) declarations the same"
                           + (differences.isEmpty ? "" : " (\(differences.count) deliberate: fetch requests)"))
            XCTAssertEqual(differences.filter { !Self.isDeliberateDifference($0) }, [], model)
        }
        print("stock-construct fixture vs --template-set mogenerator:\n" + summary.joined(separator: "\n"))
    }

    /// Opt-in: the real stock templates (MOMGEN_STOCK_MOTEMPLATES, a folder
    /// with machine.swift.motemplate and human.swift.motemplate of 1.32)
    /// declare what the set and the fixture declare.
    func testStockTemplatesDeclareWhatTheSetAndTheFixtureDeclare() throws {
        guard let stock = ProcessInfo.processInfo.environment["MOMGEN_STOCK_MOTEMPLATES"] else {
            throw XCTSkip("MOMGEN_STOCK_MOTEMPLATES is not set (a folder of mogenerator 1.32's stock templates)")
        }
        var summary: [String] = []
        for model in Self.models {
            let stockRun = try render(templates: URL(fileURLWithPath: stock), model: model)
            let fixtureRun = try render(templates: Self.fixture, model: model)
            defer { for folder in [stockRun, fixtureRun] { try? FileManager.default.removeItem(at: folder) } }
            XCTAssertEqual(try Self.fileNames(stockRun), try Self.fileNames(fixtureRun), model)
            for name in try Self.fileNames(stockRun) where name.hasPrefix("_") {
                let theirs = try Self.declarations(stockRun.appendingPathComponent(name))
                XCTAssertEqual(theirs.types, try Self.declarations(fixtureRun.appendingPathComponent(name)).types, "\(model): \(name)")
            }
            let (differences, compared) = try compareWithSet(templates: URL(fileURLWithPath: stock), model: model)
            summary.append("  \(URL(fileURLWithPath: model).lastPathComponent): \(compared - differences.count) of \(compared) stock declarations the same")
            XCTAssertEqual(differences.filter { !Self.isDeliberateDifference($0) }, [], model)
        }
        print("stock templates vs --template-set mogenerator:\n" + summary.joined(separator: "\n"))
    }

    /// The declarations `templates` writes for `model` that the set writes
    /// differently or not at all, and how many there are.
    func compareWithSet(templates: URL, model: String) throws -> ([String], Int) {
        let motemplates = try render(templates: templates, model: model)
        let set = TestPaths.temporaryFolder("momgen-stock-set")
        defer { for folder in [motemplates, set] { try? FileManager.default.removeItem(at: folder) } }
        let generate = try MomgenProcess.run(["generate", model, "--template-set", "mogenerator", "--output", set.path, "--force"])
        XCTAssertEqual(generate.status, 0, generate.stderr)
        var differences: [String] = []
        var compared = 0
        let names = try Self.fileNames(motemplates)
        XCTAssertFalse(names.isEmpty, "\(model): the templates wrote nothing")
        for name in names where name.hasPrefix("_") {
            let theirs = try Self.declarations(motemplates.appendingPathComponent(name))
            let ours = (try? Self.declarations(set.appendingPathComponent(name))) ?? DeclarationTypes(source: "")
            compared += theirs.types.count
            differences += theirs.differences(from: ours, file: name)
        }
        return (differences, compared)
    }

    /// `momgen mogenerator --swift` with `templates` over `model`, into a new folder.
    func render(templates: URL, model: String) throws -> URL {
        let output = TestPaths.temporaryFolder("momgen-stock-motemplates")
        let run = try MomgenProcess.run(["mogenerator", "--swift", "--model", model, "--template-path", templates.path, "-O", output.path])
        XCTAssertEqual(run.status, 0, "\(model): \(run.stderr)")
        return output
    }

    static func fileNames(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    }

    static func declarations(_ file: URL) throws -> DeclarationTypes {
        DeclarationTypes(source: try String(contentsOf: file, encoding: .utf8))
    }
}
