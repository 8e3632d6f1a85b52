// What some tests need from outside the repository: the shared real-world
// material in ../shared, and tools such as python3's jsonschema, sqlite3 or
// Graphviz. On a fresh clone a missing piece skips the test with one line
// that says what is missing and how to get it. CI sets
// MOMGEN_STRICT_TESTS=1 (see .ci/run), and then a missing piece fails the
// test instead, so the corpus tests can never silently stop running there.
import Foundation
import XCTest

/// Checks for material and tools that live outside the repository.
public enum TestRequirements {
    /// The environment variable that turns a missing requirement into a failure.
    public static let strictVariable = "MOMGEN_STRICT_TESTS"

    /// Whether missing requirements fail (CI) rather than skip (a fresh clone).
    public static func isStrict(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        let value = environment[strictVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The folder `../shared/<subfolder>`, or a skip (a failure when strict)
    /// saying what is missing.
    @discardableResult
    public static func shared(_ subfolder: String = "corpus", for purpose: String) throws -> URL {
        let url = TestPaths.shared.appendingPathComponent(subfolder)
        if FileManager.default.fileExists(atPath: url.path) { return url }
        throw missing(
            "../shared/\(subfolder) is missing (needed for \(purpose)): place the shared material beside the repository as ../shared to run this test"
        )
    }

    /// Skips (fails when strict) unless `command` is on PATH.
    public static func tool(_ command: String, install: String) throws {
        if isOnPath(command) { return }
        throw missing("\(command) is not on PATH: \(install) to run this test")
    }

    /// Skips (fails when strict) unless `python3 -c probe` succeeds.
    public static func python(_ probe: String, install: String) throws {
        try tool("python3", install: install)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", probe]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw missing("python3 cannot run `\(probe)`: \(install) to run this test")
        }
    }

    /// The error for a missing requirement: XCTSkip on a fresh clone, a
    /// plain failure under MOMGEN_STRICT_TESTS.
    public static func missing(_ message: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> Error {
        isStrict(environment) ? RequirementMissing(message: message) : XCTSkip(message)
    }

    /// Whether an executable named `command` is in a folder on PATH.
    public static func isOnPath(_ command: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { folder in
            FileManager.default.isExecutableFile(atPath: "\(folder)/\(command)")
        }
    }
}

/// A requirement missing in a strict (CI) run: the test fails with its message.
public struct RequirementMissing: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "\(message) [\(TestRequirements.strictVariable) is set, so this fails]" }
}
