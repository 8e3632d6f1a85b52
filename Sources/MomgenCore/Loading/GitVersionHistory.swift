// When each version of a bundle first entered the repository's history: the
// evidence of the order versions shipped in that names cannot give (Zulip's
// `Zulip 1.0` was added in 2013 and `Zulip2` in 2014, but `Zulip2` sorts
// first). Read by running the user's `git` as a child process — never a build
// dependency — only when the bundle is inside a git work tree, bounded in time
// and output; without git, outside a repository, or on any failure there is
// simply no history (nil), never an error. A bundle that was moved (Stepik's
// `Stepic/Model.xcdatamodeld` became `Stepic/Legacy/Model/…` in one commit
// that "adds" 50 of its 96 versions at its new path) is followed to where it
// was, a bounded number of moves back: the move commit's renames name the old
// path, and the log there gives those versions their own first commits.
import Foundation

/// Reads `git log` for the version folders of one bundle.
public struct GitVersionHistory: Sendable {
    /// The process environment's PATH, searched for `git`.
    public var searchPath: String
    /// How long git may run for one bundle (all its runs together) before
    /// it is stopped and the history ignored.
    public var timeout: TimeInterval
    /// The most output read; a larger log is ignored (nil) rather than trusted in part.
    public var maximumOutput: Int
    /// How many moves of the bundle are followed back.
    public var maximumMoves: Int

    public init(searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                timeout: TimeInterval = 10, maximumOutput: Int = 8 << 20, maximumMoves: Int = 8) {
        self.searchPath = searchPath
        self.timeout = timeout
        self.maximumOutput = maximumOutput
        self.maximumMoves = maximumMoves
    }

    /// The `git` executable on `searchPath`, if any.
    public var executable: String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// What the history of one bundle says.
    public struct Reading: Sendable, Equatable {
        /// Each committed version's first commit's position (0 = oldest).
        public var firstAdded: [String: Int]
        /// The clone is shallow (`git clone --depth`, CI's default checkout)
        /// and its history starts at a commit that seems to add versions:
        /// they were there already, added when the clone cannot tell.
        public var isShallow: Bool
    }

    /// For each version folder (`<name><suffix>`, e.g. `.xcdatamodel`) of
    /// `bundle` that a commit added, the position of the oldest such commit
    /// (0 = oldest of all), following the bundle back through moves. Nil when
    /// there is no history to read.
    public func firstAdded(bundle: String, versionSuffix: String) -> [String: Int]? {
        read(bundle: bundle, versionSuffix: versionSuffix)?.firstAdded
    }

    /// The history of `bundle`'s versions, or nil when there is none to read.
    public func read(bundle: String, versionSuffix: String) -> Reading? {
        // One deadline for every git run of the bundle.
        let deadline = Date().addingTimeInterval(timeout)
        guard Self.isInWorkTree(bundle), let executable,
              let output = run(executable, in: bundle, Self.addsArguments(before: nil, path: nil), deadline: deadline) else { return nil }
        var logs = [Self.commits(output)]
        // The work tree's top, the bundle's path from it (as renames name
        // it), and whether the clone is shallow.
        let location = run(executable, in: bundle, ["rev-parse", "--show-toplevel", "--show-prefix", "--is-shallow-repository",
                                                    "--git-path", "shallow"], deadline: deadline).map {
            String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        // Shallow, and the oldest commit adding versions is where the clone's
        // history is cut (a commit `.git/shallow` lists).
        let boundary = location.flatMap { $0.count >= 4 && $0[2] == "true" ? Self.shallowCommits(file: $0[3], in: bundle) : nil } ?? []
        guard let location, location.count >= 2, !location[0].isEmpty else { return Self.reading(logs, boundary: boundary, versionSuffix: versionSuffix) }
        let top = location[0]
        var path = location[1].hasSuffix("/") ? String(location[1].dropLast()) : location[1]
        for _ in 0 ..< maximumMoves {
            // A commit adding several versions at once may be a move (one
            // adding a single version and .xccurrentversion is no question):
            // its renames into the bundle say where the versions were before.
            guard !path.isEmpty, let oldest = logs.last?.last, Self.positions([oldest], versionSuffix: versionSuffix).count > 1,
                  let renames = run(executable, in: top, ["--literal-pathspecs", "show", "-M", "--diff-filter=R", "--name-status", "-z", "--no-ext-diff",
                                                          "--no-textconv", "--format=", oldest.hash, "--"], deadline: deadline),
                  let previous = Self.previousPath(of: path, renames: renames),
                  let older = run(executable, in: top, Self.addsArguments(before: oldest.hash, path: previous), deadline: deadline) else { break }
            logs.append(Self.commits(older))
            path = previous
        }
        return Self.reading(logs, boundary: boundary, versionSuffix: versionSuffix)
    }

    /// The reading of `logs` (the bundle's, then each earlier path's):
    /// shallow when the oldest commit of all is where the clone is cut.
    static func reading(_ logs: [[Commit]], boundary: Set<String>, versionSuffix: String) -> Reading {
        let oldest = logs.last { !$0.isEmpty }?.last
        return Reading(firstAdded: positions(logs.flatMap { $0 }, versionSuffix: versionSuffix),
                       isShallow: oldest.map { boundary.contains($0.hash) } ?? false)
    }

    /// The commits a shallow clone's history is cut at, from its `shallow`
    /// file (a path relative to `folder`, as `git rev-parse --git-path` gives it).
    static func shallowCommits(file: String, in folder: String) -> Set<String>? {
        guard !file.isEmpty else { return nil }
        let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : URL(fileURLWithPath: folder).appendingPathComponent(file)
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size <= 1 << 20,
              let data = try? Data(contentsOf: url) else { return nil }
        return Set(String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init))
    }

    /// `git log` of the files added under the bundle (run in its folder), or,
    /// with `path`, under that path (run at the top of the work tree) in the
    /// commits before `before`: newest commit first, each commit opened by a
    /// 0x01 byte and its hash, its paths NUL-separated and relative to the
    /// bundle's folder (or to `path`).
    static func addsArguments(before: String?, path: String?) -> [String] {
        var arguments = ["--literal-pathspecs", "-c", "log.showSignature=false", "log", "--date-order", "--no-renames", "--diff-filter=A",
                         "--name-only", "--no-ext-diff", "--no-textconv", "--format=%x01%H", "-z"]
        if let before { arguments.append(before + "^") }
        if let path {
            // Literal pathspecs: a folder named like `:(glob)…` is only a name.
            arguments += ["--relative=" + path, "--", path]
        } else {
            arguments += ["--relative", "--", "."]
        }
        return arguments
    }

    /// Where `path` was before the commit whose `git show -M --name-status -z`
    /// is `renames`: the folder most of the files renamed into it came from.
    static func previousPath(of path: String, renames: [UInt8]) -> String? {
        let fields = renames.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .newlines)
        }
        var counts: [String: Int] = [:]
        var index = 0
        while index + 2 < fields.count {
            let (status, old, new) = (fields[index], fields[index + 1], fields[index + 2])
            index += status.hasPrefix("R") || status.hasPrefix("C") ? 3 : 2
            guard status.hasPrefix("R"), new.hasPrefix(path + "/") else { continue }
            let inner = new.dropFirst(path.count)
            guard old.hasSuffix(inner), old.count > inner.count else { continue }
            counts[String(old.dropLast(inner.count)), default: 0] += 1
        }
        return counts.filter { $0.key != path }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
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

    /// The output of `git ARGUMENTS` run in `bundle`, or nil on any failure.
    /// Written to a file, not a pipe, so a long log can never stall either side.
    private func run(_ executable: String, in folder: String, _ arguments: [String], deadline: Date) -> [UInt8]? {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("momgen-git-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("log")
        guard FileManager.default.createFile(atPath: outputURL.path, contents: nil),
              let handle = try? FileHandle(forWritingTo: outputURL) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.arguments = arguments
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

    /// One commit of a log: its hash and the paths it added.
    struct Commit: Equatable {
        var hash: String
        var paths: [String]
    }

    /// The commits of a log (`addsArguments`), newest first.
    static func commits(_ output: [UInt8]) -> [Commit] {
        output.split(separator: 0x01, omittingEmptySubsequences: true).map { commit in
            let fields = commit.split(separator: 0, omittingEmptySubsequences: true).map {
                String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .newlines)
            }.filter { !$0.isEmpty }
            return Commit(hash: fields.first ?? "", paths: Array(fields.dropFirst()))
        }
    }

    /// The versions `commits` (newest first) show added, with the oldest
    /// commit's position (0 = oldest of all).
    static func positions(_ commits: [Commit], versionSuffix: String) -> [String: Int] {
        var added: [String: Int] = [:]
        for (index, commit) in commits.enumerated() {
            let position = commits.count - 1 - index
            for path in commit.paths {
                guard let first = path.split(separator: "/", maxSplits: 1).first, first.hasSuffix(versionSuffix),
                      first.count > versionSuffix.count else { continue }
                // Newest first: the last commit seen is the oldest.
                added[String(first.dropLast(versionSuffix.count))] = position
            }
        }
        return added
    }
}
