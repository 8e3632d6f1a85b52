// Runs the built `momgen` executable as a whole process, as users do.
import Foundation

/// The result of one `momgen` run.
public struct ProcessResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs the `momgen` binary that `swift build` put beside the test bundle.
public enum MomgenProcess {
    /// The executable: next to the test products in the build folder.
    public static var executable: URL {
        var folder = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("momgen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("momgen")
    }

    /// Runs `momgen arguments…` in `directory` (default: the repository
    /// root), with `environment` instead of this process's when given.
    public static func run(_ arguments: [String], in directory: URL = TestPaths.repoRoot,
                           environment: [String: String]? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        // Output goes to files, not pipes, so a large output can never block the child.
        let folder = TestPaths.temporaryFolder("momgen-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try? out.close()
        try? err.close()
        let outData = (try? Data(contentsOf: outURL)) ?? Data()
        let errData = (try? Data(contentsOf: errURL)) ?? Data()
        return ProcessResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }
}
