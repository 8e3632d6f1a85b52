// Runs `swift build` / `swift package …` on a package folder, as a user would,
// with the log in a file (never a pipe that a long log could fill).
import Foundation
import MomgenTestSupport

/// One run of the `swift` command-line tool.
enum SwiftPackageCommand {
    /// Runs `swift <verb> --package-path package --scratch-path scratch <rest…>`;
    /// returns the exit status and the combined output.
    static func run(_ arguments: [String], package: URL, scratch: URL) throws -> (status: Int32, stdout: String) {
        let location = ["--package-path", package.path, "--scratch-path", scratch.path]
        return try runSwift(Array(arguments.prefix(1)) + location + arguments.dropFirst(), log: package.appendingPathComponent("build.log"))
    }

    /// The host's target triple without an OS version (`x86_64-unknown-linux-gnu`,
    /// `arm64-apple-macosx`): what an artifact bundle's `supportedTriples` must name.
    static func hostTriple() throws -> String {
        let folder = TestPaths.temporaryFolder("momgen-triple")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try runSwift(["-print-target-info"], log: folder.appendingPathComponent("log"), errorsToLog: false)
        guard let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
              let target = json["target"] as? [String: Any], let triple = target["unversionedTriple"] as? String else {
            throw PluginTestError(message: "swift -print-target-info printed no target triple:\n\(result.stdout)")
        }
        return triple
    }

    /// `swift package dump-package` of a manifest, as parsed JSON. The manifest is copied
    /// into a temporary folder first: the repository's own `.build` is locked by the
    /// running `swift test`, and SwiftPM would wait for it forever.
    static func dumpPackage(manifest: URL) throws -> [String: Any] {
        let folder = TestPaths.temporaryFolder("momgen-dump-package")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appendingPathComponent("package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: manifest, to: package.appendingPathComponent("Package.swift"))
        let result = try runSwift(["package", "--package-path", package.path, "--scratch-path", folder.appendingPathComponent("scratch").path,
                                   "dump-package"], log: folder.appendingPathComponent("log"), errorsToLog: false)
        guard result.status == 0, let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] else {
            throw PluginTestError(message: "swift package dump-package failed for \(manifest.path):\n\(result.stdout)")
        }
        return json
    }

    /// Runs `swift arguments…` with standard output (and error, unless `errorsToLog`
    /// is false) into `log`.
    private static func runSwift(_ arguments: [String], log: URL, errorsToLog: Bool = true) throws -> (status: Int32, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        process.standardOutput = handle
        process.standardError = errorsToLog ? handle : FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }
}

/// A plugin test could not set up what it checks.
struct PluginTestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
