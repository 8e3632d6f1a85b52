// SVG comes from Graphviz's own `dot`, run as a child process: momgen lays
// nothing out itself. Without `dot` on PATH the caller gets `notInstalled`
// and prints one line saying how to install it.
import Foundation

/// Runs Graphviz's `dot` to turn DOT text into SVG.
public struct Graphviz: Sendable {
    /// Why SVG could not be made.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// No executable `dot` in any folder of PATH.
        case notInstalled
        /// `dot` ran and failed; its exit status and standard error.
        case failed(status: Int32, message: String)

        /// One line for standard error.
        public var description: String {
            switch self {
            case .notInstalled:
                return "error: SVG output needs Graphviz's 'dot', which is not on PATH; install Graphviz "
                    + "(Debian/Ubuntu: apt-get install graphviz, macOS: brew install graphviz)"
            case let .failed(status, message):
                let detail = message.split(separator: "\n").first.map(String.init) ?? "no message"
                return "error: Graphviz's dot failed (exit \(status)): \(detail)"
            }
        }
    }

    /// The process environment's PATH, searched for `dot`.
    public var searchPath: String

    public init(searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin") {
        self.searchPath = searchPath
    }

    /// The `dot` executable found on `searchPath`, if any.
    public var executable: String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/dot"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The SVG for `dot`, and what `dot` printed to standard error (its
    /// warnings; empty when there were none). Throws `Failure`.
    public func svg(fromDOT dot: String) throws -> (svg: String, warnings: String) {
        guard let executable else { throw Failure.notInstalled }
        // Files, not pipes: a large picture can never fill a pipe and stall either side.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-dot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.dot"), output = folder.appendingPathComponent("out.svg")
        let errors = folder.appendingPathComponent("stderr")
        try Data(dot.utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errors)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg", "-o", output.path, input.path]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        try process.run()
        process.waitUntilExit()
        try? errorHandle.close()
        let message = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
        guard process.terminationStatus == 0, let svg = try? Data(contentsOf: output) else {
            throw Failure.failed(status: process.terminationStatus, message: message)
        }
        return (String(decoding: svg, as: UTF8.self), message)
    }
}
