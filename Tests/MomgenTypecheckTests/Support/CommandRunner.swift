// Runs a command and collects its exit status and combined output.
//
// Output goes to a file, not a pipe, so a chatty compiler can never block.
import Foundation
import MomgenTestSupport

/// One finished command.
struct CommandOutput {
    /// The exit status (a signal-killed process reports non-zero).
    var status: Int32
    /// Standard output and standard error, in the order written.
    var output: String
}

/// Runs external commands for the type-check harness.
enum CommandRunner {
    /// Runs `executable arguments…` and waits for it.
    static func run(_ executable: URL, _ arguments: [String]) throws -> CommandOutput {
        let folder = TestPaths.temporaryFolder("momgen-typecheck-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let logURL = folder.appendingPathComponent("output")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = log
        process.standardError = log
        try process.run()
        process.waitUntilExit()
        try? log.close()
        let data = (try? Data(contentsOf: logURL)) ?? Data()
        return CommandOutput(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
