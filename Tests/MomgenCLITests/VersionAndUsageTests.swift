// The conventions a CLI user expects: --version, the version in --help, a
// way forward from a bare `momgen` with nothing to build, and completion
// scripts for the shells.
import Foundation
import MomgenTestSupport
import XCTest

final class VersionAndUsageTests: XCTestCase {
    /// The version as the source declares it (scripts/make-artifactbundle
    /// reads it the same way).
    private func declaredVersion() throws -> String {
        let source = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent("Sources/MomgenDiagnostics/MomgenVersion.swift"), encoding: .utf8)
        let line = try XCTUnwrap(source.components(separatedBy: "\n").first { $0.contains("static let current = \"") })
        return try XCTUnwrap(line.split(separator: "\"").dropFirst().first.map(String.init))
    }

    func testVersionFlagPrintsTheVersion() throws {
        let result = try MomgenProcess.run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, try declaredVersion() + "\n")
        XCTAssertEqual(result.stderr, "")
    }

    func testHelpNamesTheVersionAndInit() throws {
        let result = try MomgenProcess.run(["--help"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("momgen \(try declaredVersion())."), result.stdout)
        XCTAssertTrue(result.stdout.contains("init"), result.stdout)
    }

    func testBareMomgenWithoutConfigurationShowsTheWayForward() throws {
        let folder = TestPaths.temporaryFolder("no-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MomgenProcess.run([], in: folder)
        XCTAssertEqual(result.status, 2, "nothing to build is a usage error, so a build phase without its momgen.yml fails")
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.hasPrefix("error: no momgen.yml or .momgen.yml in "), result.stderr)
        for way in ["momgen init", "momgen generate MODEL --output DIR", "momgen lint MODEL", "momgen --help"] {
            XCTAssertTrue(result.stderr.contains(way), "\(way) missing from:\n\(result.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "it writes nothing")
        XCTAssertEqual(try MomgenProcess.run(["build"], in: folder).stderr, result.stderr, "momgen build says the same")
    }

    func testCompletionScriptsForEveryShell() throws {
        for shell in ["bash", "zsh", "fish"] {
            let result = try MomgenProcess.run(["--generate-completion-script", shell])
            XCTAssertEqual(result.status, 0, "\(shell): \(result.stderr)")
            for command in ["init", "generate", "lint", "versions"] {
                XCTAssertTrue(result.stdout.contains(command), "\(shell) completion lacks \(command)")
            }
        }
    }
}
