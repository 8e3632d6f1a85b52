// Hostile momgen.yml files: nested thousands of levels deep (a stack overflow
// in Yams), an alias bomb (seconds and gigabytes), a huge file. Each is
// refused before parsing with one `path:line:col: error:` line; ordinary
// configurations, quotes and comments holding `*`, `&` and brackets still read.
import Foundation
import MomgenConfig
import MomgenDiagnostics
import MomgenTestSupport
import XCTest

final class ConfigBoundsTests: XCTestCase {
    /// `lint:` then mappings nested `levels` deep, one level per line.
    private func deepBlock(_ levels: Int) -> String {
        var text = "lint:\n"
        for level in 1...levels { text += String(repeating: " ", count: level) + "a:\n" }
        return text
    }

    /// Nine anchored lists, each holding the previous one nine times: 9^9
    /// nodes once expanded, about 400 bytes written.
    private let aliasBomb: String = {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...8 {
            let previous = Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        return lines.joined(separator: "\n") + "\nlint: { disabled: *a8 }\n"
    }()

    private func assertRefused(_ yaml: String, at line: Int, _ column: Int, saying fragment: String,
                               file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try ConfigReader().parse(yaml, file: "momgen.yml"), file: file, line: sourceLine) { error in
            guard case let .unreadableInput(location, message)? = error as? MomgenError else {
                return XCTFail("\(error)", file: file, line: sourceLine)
            }
            XCTAssertEqual(location, SourceLocation(file: "momgen.yml", line: line, column: column), message, file: file, line: sourceLine)
            XCTAssertTrue(message.contains(fragment), message, file: file, line: sourceLine)
        }
    }

    func testDeepNestingIsRefusedBeforeParsing() {
        // Line 130 holds the first level past 128: its 129th space.
        assertRefused(deepBlock(300), at: 130, 129, saying: "nests deeper than 128 levels")
        let flow = "lint: { disabled: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + " }\n"
        assertRefused(flow, at: 1, 18 + 128, saying: "nests deeper than 128 levels")
        let sequences = "models:\n" + String(repeating: "- ", count: 3_000) + "x\n"
        assertRefused(sequences, at: 2, 129, saying: "nests deeper")
    }

    func testAnchorsAndAliasesAreRefused() {
        assertRefused(aliasBomb, at: 1, 5, saying: "anchors and aliases are not allowed")
        assertRefused("lint:\n  disabled: *rules\n", at: 2, 13, saying: "an alias ('*')")
        assertRefused("lint: &base\n  cloudkit: true\n", at: 1, 7, saying: "an anchor ('&')")
        assertRefused("lint:\n  disabled: [a, *b]\n", at: 2, 17, saying: "an alias")
    }

    func testOrdinaryConfigurationsStillRead() throws {
        let yaml = """
        # a comment with *stars*, &ampersands and [brackets {
        lint:
          disabled: ['*literal', "&quoted", plain*star, a&b]   # trailing *comment
          severity: { missing-inverse: error }
          options: { deep-inheritance: { max-depth: 2 } }
        models:
          - path: "App/Model.xcdatamodeld"   # &not-an-anchor
            output: 'App/It''s *Generated*'
          - - ignored
        """
        let (configuration, _) = try ConfigReader().parse(yaml, file: "momgen.yml")
        XCTAssertEqual(configuration.lint.disabled, ["*literal", "&quoted", "plain*star", "a&b"])
        XCTAssertEqual(configuration.models.models.first?.output, "App/It's *Generated*")
        XCTAssertNoThrow(try ConfigReader().parse(deepBlock(100), file: "momgen.yml"), "100 levels is within the bound")
    }

    func testMalformedYAMLNamesItsLineAndColumn() {
        assertRefused("lint:\n  disabled: [unclosed\n", at: 3, 1, saying: "not valid YAML")
    }

    func testOversizedFileIsRefusedBeforeReading() throws {
        let folder = TestPaths.temporaryFolder("config-bounds")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("momgen.yml").path
        try Data(("# padding\n" + String(repeating: "#", count: 1 << 20)).utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try ConfigReader().read(path)) { error in
            XCTAssertEqual((error as? MomgenError)?.description,
                           "\(path):1:1: error: the configuration file is \((1 << 20) + 10) bytes, larger than the 1048576-byte limit")
        }
    }

    /// The reported crash: a hostile momgen.yml above a model is found by
    /// walking up, and every command that reads it used to die of SIGSEGV
    /// (deep nesting) or run for seconds (alias bomb). Now each exits 3 with
    /// one line naming the place.
    func testCommandsRefuseHostileConfigurationsWithOneLine() throws {
        for (name, yaml, position) in [("deep", "lint: " + String(repeating: "[", count: 20_000) + "\n", ":1:135: "), ("bomb", aliasBomb, ":1:5: ")] {
            let folder = TestPaths.temporaryFolder("config-\(name)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let config = folder.appendingPathComponent("momgen.yml")
            try Data(yaml.utf8).write(to: config)
            let model = folder.appendingPathComponent("Models/BookStore.xcdatamodeld")
            try FileManager.default.createDirectory(at: model.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: model.path)
            let commands = [["lint", model.path, "--quiet"], ["generate", model.path, "--output", folder.appendingPathComponent("Out").path], ["build"]]
            for arguments in commands {
                let started = Date()
                let run = try MomgenProcess.run(arguments, in: folder)
                XCTAssertLessThan(Date().timeIntervalSince(started), 30, "\(name) \(arguments[0]): an unbounded alias bomb never ends; the margin is for a loaded machine")
                XCTAssertEqual(run.status, 3, "\(name) \(arguments[0]): \(run.stderr)")
                // lint's xcode report carries an unreadable input on standard
                // output (so Xcode shows it once); the others print it on
                // standard error. Either way: one line, located.
                let output = run.stderr + run.stdout
                let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                XCTAssertEqual(lines.count, 1, "\(name) \(arguments[0]): \(output)")
                XCTAssertTrue(output.hasPrefix(config.path + position), "\(name) \(arguments[0]): \(output)")
                XCTAssertTrue(output.contains(": error: "), output)
            }
            XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out").path))
        }
    }
}
