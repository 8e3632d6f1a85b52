// `momgen dump` as users run it: golden JSON and text for every sample model,
// and the documented exit codes.
import MomgenTestSupport
import XCTest

final class DumpCommandTests: XCTestCase {
    func testJSONDumpOfEverySampleModelMatchesItsGolden() throws {
        XCTAssertEqual(TestPaths.sampleModelNames, ["BookStore", "Journal", "LeagueManager", "MyMovies", "People"])
        for name in TestPaths.sampleModelNames {
            let result = try MomgenProcess.run(["dump", "SampleModels/\(name).xcdatamodeld"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "")
            GoldenFile.assertMatches(result.stdout, "dump/\(name).json")
        }
    }

    func testTextDumpOfEverySampleModelMatchesItsGolden() throws {
        for name in TestPaths.sampleModelNames {
            let result = try MomgenProcess.run(["dump", "--format", "text", "SampleModels/\(name).xcdatamodeld"])
            XCTAssertEqual(result.status, 0, result.stderr)
            GoldenFile.assertMatches(result.stdout, "dump/\(name).txt")
        }
    }

    func testDumpIsByteIdenticalAcrossRuns() throws {
        let first = try MomgenProcess.run(["dump", "SampleModels/LeagueManager.xcdatamodeld"])
        let second = try MomgenProcess.run(["dump", "SampleModels/LeagueManager.xcdatamodeld"])
        XCTAssertEqual(first.stdout, second.stdout)
        XCTAssertFalse(first.stdout.isEmpty)
    }

    func testOlderVersionIsChosenByModelVersion() throws {
        let result = try MomgenProcess.run(["dump", "--format", "text", "--model-version", "Journal", "SampleModels/Journal.xcdatamodeld"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("model SampleModels/Journal.xcdatamodeld/Journal.xcdatamodel/contents (version 'Journal')\n"), result.stdout)
        XCTAssertFalse(result.stdout.contains("entity Tag"), "version 1 has no Tag entity")
    }

    func testUnknownVersionIsAUsageError() throws {
        let result = try MomgenProcess.run(["dump", "--model-version", "Journal 9", "SampleModels/Journal.xcdatamodeld"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "error: the bundle 'SampleModels/Journal.xcdatamodeld' has no version 'Journal 9'; its versions are 'Journal', 'Journal 2'\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testBadOptionIsAUsageError() throws {
        let result = try MomgenProcess.run(["dump", "--format", "yaml", "SampleModels/BookStore.xcdatamodeld"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("yaml"), result.stderr)
    }

    func testMalformedModelExitsThreeWithOneLineNamingFileAndLine() throws {
        let folder = TestPaths.temporaryFolder("dump-bad")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("contents")
        try "<model>\n  <entity name=\"A\">\n</model>\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try MomgenProcess.run(["dump", file.path])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("\(file.path):3:"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "one error line")
    }

    func testMissingModelExitsThree() throws {
        let result = try MomgenProcess.run(["dump", "SampleModels/Nope.xcdatamodeld"])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stderr, "SampleModels/Nope.xcdatamodeld: error: no such file or folder\n")
    }

    func testHelpExitsZeroAndNamesTheSubcommands() throws {
        let result = try MomgenProcess.run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("dump"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Exit codes"), result.stdout)
    }

    /// Output to a full disk must fail the run, not pass for a complete
    /// dump or report: the JSON dump (written as bytes), the text dump and
    /// the DDL (printed) alike.
    func testOutputToAFullDeviceFails() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else {
            throw XCTSkip("no /dev/full on this system")
        }
        let model = "SampleModels/BookStore.xcdatamodeld"
        for arguments in [["dump", model], ["dump", "--format", "text", model], ["ddl", model]] {
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let process = Process()
            process.executableURL = MomgenProcess.executable
            process.arguments = arguments
            process.currentDirectoryURL = TestPaths.repoRoot
            process.standardOutput = full
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 1, "momgen \(arguments.joined(separator: " "))")
            XCTAssertEqual(try MomgenProcess.run(arguments).status, 0, "the same run to a file succeeds")
        }
    }
}
