// When each version of a bundle first entered the repository's history: the
// evidence of the order versions shipped in that names cannot give (Zulip's
// `Zulip 1.0` was added in 2013 and `Zulip2` in 2014, but `Zulip2` sorts
// first). Read by running the user's `git` as a child process — never a build
// dependency — only when the bundle is inside a git work tree, bounded in time
// and output; without git, outside a repository, or on any failure there is
// simply no history (nil), never an error.
import Foundation

/// Reads `git log` for the version folders of one bundle.
public struct GitVersionHistory: Sendable {
    /// The process environment's PATH, searched for `git`.
    public var searchPath: String
    /// How long git may run before it is stopped and the history ignored.
    public var timeout: TimeInterval
    /// The most output read; a larger log is ignored (nil) rather than trusted in part.
    public var maximumOutput: Int

    public init(searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                timeout: TimeInterval = 10, maximumOutput: Int = 8 << 20) {
        self.searchPath = searchPath
        self.timeout = timeout
        self.maximumOutput = maximumOutput
    }

    /// The `git` executable on `searchPath`, if any.
    public var executable: String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// For each version folder (`<name><suffix>`, e.g. `.xcdatamodel`) of
    /// `bundle` that a commit added, the position of the oldest such commit
    /// (0 = oldest of all). Nil when there is no history to read.
    public func firstAdded(bundle: String, versionSuffix: String) -> [String: Int]? {
        guard Self.isInWorkTree(bundle), let executable, let output = run(executable, in: bundle) else { return nil }
        return Self.parse(output, versionSuffix: versionSuffix)
    }

    /// Whether a folder at or above `path` holds `.git` (a folder, or the
    /// file a linked work tree or submodule has): only then is git run.
    public static func isInWorkTree(_ path: String) -> Bool {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        for _ in 0..<128 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(".git").path) { return true }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return false }
            url = parent
        }
        return false
    }

    /// `git log` of the files added under `bundle`, newest commit first, each
    /// commit opened by a 0x01 byte and its paths NUL-separated, relative to
    /// the bundle. Written to a file, not a pipe, so a long log can never
    /// stall either side.
    private func run(_ executable: String, in bundle: String) -> [UInt8]? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-git-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("log")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: outputURL) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = URL(fileURLWithPath: bundle)
        process.arguments = ["-c", "log.showSignature=false", "log", "--date-order", "--no-renames", "--diff-filter=A",
                             "--name-only", "--no-ext-diff", "--no-textconv", "--format=%x01", "-z", "--relative", "--", "."]
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_PAGER"] = "cat"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = handle
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else {
            try? handle.close()
            return nil
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                try? handle.close()
                return nil
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        try? handle.close()
        guard process.terminationStatus == 0,
              let size = (try? FileManager.default.attributesOfItem(atPath: outputURL.path))?[.size] as? Int,
              size <= maximumOutput, let data = try? Data(contentsOf: outputURL) else { return nil }
        return [UInt8](data)
    }

    /// The versions `output` shows added, with the oldest commit's position.
    static func parse(_ output: [UInt8], versionSuffix: String) -> [String: Int] {
        let commits = output.split(separator: 0x01, omittingEmptySubsequences: true)
        var added: [String: Int] = [:]
        for (index, commit) in commits.enumerated() {
            let position = commits.count - 1 - index
            for rawPath in commit.split(separator: 0, omittingEmptySubsequences: true) {
                let path = String(decoding: rawPath, as: UTF8.self).trimmingCharacters(in: .newlines)
                guard let first = path.split(separator: "/", maxSplits: 1).first, first.hasSuffix(versionSuffix),
                      first.count > versionSuffix.count else { continue }
                // Newest first: the last commit seen is the oldest.
                added[String(first.dropLast(versionSuffix.count))] = position
            }
        }
        return added
    }
}
