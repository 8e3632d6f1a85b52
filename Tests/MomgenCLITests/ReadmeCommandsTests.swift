// The README's commands run as written: every `momgen …` line of its shell
// blocks (the quick start's `swift run momgen …` included) is run against the
// built binary, in a fresh folder holding the sample models as a clone does.
// Synopses with placeholders (MODEL, [--options]) are read, not run; build,
// test and install lines are left to CI and to the packaging tests; any
// other line fails the test until it is given a kind.
import Foundation
import MomgenTestSupport
import XCTest

final class ReadmeCommandsTests: XCTestCase {
    private var readme: String {
        get throws { try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("README.md"), encoding: .utf8) }
    }

    /// Runs `command` with `sh -c` in `folder`, the built momgen first on PATH.
    private func shell(_ command: String, in folder: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = MomgenProcess.executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let log = folder.appendingPathComponent(".readme-command.log")
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        defer { try? FileManager.default.removeItem(at: log) }
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    func testEveryMomgenCommandInTheReadmeRuns() throws {
        let lines = ReadmeShellLine.lines(in: try readme)
        let unknown = lines.filter { $0.kind == .unknown }
        XCTAssertEqual(unknown, [], "README.md has shell lines this test cannot classify; make them momgen commands, synopses with placeholders, or extend ReadmeShellLine.buildOrInstallPrefixes")

        let folder = TestPaths.temporaryFolder("readme-commands")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.repoRoot.appendingPathComponent("SampleModels"), to: folder.appendingPathComponent("SampleModels"))
        let runnable = lines.filter { $0.kind == .momgen }
        XCTAssertFalse(runnable.isEmpty, "the quick start has a momgen command, at least")
        for line in runnable {
            let result = try shell(line.runnable, in: folder)
            XCTAssertEqual(result.status, 0, "README.md:\(line.line): \(line.command)\n\(result.output)")
        }
    }

    /// The quick start leads with the main job: Swift generated from a sample
    /// model into a folder, the lint report on the way; then the tests.
    func testQuickStartGeneratesSwiftThenRunsTheTests() throws {
        let text = try readme
        let start = try XCTUnwrap(text.range(of: "## Quick start"))
        let quickStart = ReadmeShellLine.lines(in: String(text[start.upperBound...])).prefix(while: { $0.command != "swift test" })
        let first = try XCTUnwrap(quickStart.first)
        XCTAssertTrue(first.command.hasPrefix("swift run momgen generate SampleModels/"), first.command)
        XCTAssertTrue(first.command.contains("--output "), first.command)

        let folder = TestPaths.temporaryFolder("readme-quick-start")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.repoRoot.appendingPathComponent("SampleModels"), to: folder.appendingPathComponent("SampleModels"))
        let result = try shell(first.runnable, in: folder)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("_Book.swift"), "it names the files it wrote:\n\(result.output)")
        XCTAssertTrue(text[start.upperBound...].contains("swift test"), "then the test command")
    }

    /// The classifier itself: placeholders, continuations, comments, kinds.
    func testShellLinesAreClassified() {
        let markdown = """
        ```sh
        swift run momgen generate SampleModels/BookStore.xcdatamodeld --output demo
        # a comment
        momgen lint MODEL... [--strict] \\
            [--quiet]
        momgen store MODEL STORE.sqlite
        swift test
        make install PREFIX=$HOME/.local
        echo hi
        ```
        ```swift
        momgen not shell
        ```
        """
        let lines = ReadmeShellLine.lines(in: markdown)
        XCTAssertEqual(lines.map(\.command), [
            "swift run momgen generate SampleModels/BookStore.xcdatamodeld --output demo",
            "momgen lint MODEL... [--strict] [--quiet]",
            "momgen store MODEL STORE.sqlite",
            "swift test",
            "make install PREFIX=$HOME/.local",
            "echo hi",
        ])
        XCTAssertEqual(lines.map(\.kind), [.momgen, .synopsis, .synopsis, .buildOrInstall, .buildOrInstall, .unknown])
        XCTAssertEqual(lines.map(\.line), [2, 4, 6, 7, 8, 9])
        XCTAssertEqual(lines[0].runnable, "momgen generate SampleModels/BookStore.xcdatamodeld --output demo")
    }
}
