// The generation stamp (`.momgen-stamp` in the machine folder): a digest of
// everything that decides `generate`'s output, the lint report the run
// printed, and each output's path, size and content digest. When the digest
// matches and every output is still on disk as written, a second run skips
// parsing, linting and rendering. Deterministic: no timestamps, no paths
// outside the output folders (folders are named by role). A pull request
// can change the stamp, so it is believed only when this user's momgen wrote
// exactly these bytes (`LocalWriteRecord`).
import MomgenWriter

/// What a successful generate run recorded.
public struct GenerationStamp: Sendable, Equatable {
    /// The stamp's file name, in the machine folder.
    public static let fileName = ".momgen-stamp"
    /// The first line; bump the number whenever momgen's output for the same
    /// inputs changes (new code, not new templates: templates are hashed).
    public static let format = "momgen-stamp 1"

    /// One recorded output.
    public struct Entry: Sendable, Equatable {
        /// The folder's role: a key of the folders passed to `isCurrent`.
        public var folder: String
        public var path: String
        /// Regenerated files are checked byte for byte (size, then digest);
        /// files created once only need to exist (they are the user's).
        public var policy: OutputFile.Policy
        public var size: Int
        public var digest: UInt64

        public init(folder: String, path: String, policy: OutputFile.Policy, size: Int, digest: UInt64) {
            self.folder = folder
            self.path = path
            self.policy = policy
            self.size = size
            self.digest = digest
        }
    }

    /// The digest of every input (see `GenerationInputs`).
    public var inputs: UInt64
    /// What the lint gate printed to standard error (may be empty).
    public var report: String
    public var entries: [Entry]

    public init(inputs: UInt64, report: String, entries: [Entry]) {
        self.inputs = inputs
        self.report = report
        self.entries = entries
    }

    /// The stamp for `outputs`, naming each output's folder by the first
    /// role in `folders` (role, folder) that has it. An output in no role's
    /// folder is recorded under `unrecorded`, a role no run has, so the
    /// stamp is never current: leaving it out would call the build current
    /// with that output edited or gone.
    public init(inputs: UInt64, report: String, outputs: [OutputFile], folders: [(String, String)]) {
        self.inputs = inputs
        self.report = report
        self.entries = outputs.map { file in
            let role = folders.first(where: { $0.1 == file.folder })?.0 ?? Self.unrecordedRole
            return Entry(folder: role, path: file.path, policy: file.policy, size: file.size, digest: file.digest)
        }.sorted { ($0.folder, $0.path) < ($1.folder, $1.path) }
    }

    /// The role of an output whose folder the run named no role for.
    static let unrecordedRole = "unrecorded"

    /// The stamp's text: the format line, the input digest, one line per
    /// entry (`role<TAB>policy<TAB>size<TAB>digest<TAB>path`), then the report.
    public var text: String {
        var lines = [Self.format, "inputs " + StableHash.hexString(inputs), "outputs \(entries.count)"]
        for entry in entries {
            lines.append("\(entry.folder)\t\(entry.policy.rawValue)\t\(entry.size)\t\(StableHash.hexString(entry.digest))\t\(entry.path)")
        }
        return lines.joined(separator: "\n") + "\n" + report
    }

    /// Parses `text`; nil when it is not a stamp of this format.
    public static func parse(_ text: String) -> GenerationStamp? {
        parse(Array(text.utf8))
    }

    /// The same from the file's bytes, split as bytes (`\n` and `\t` never
    /// occur inside a UTF-8 sequence): split as characters, parsing the
    /// stamp of 1,000 entities was most of an unchanged run.
    static func parse(_ bytes: [UInt8]) -> GenerationStamp? {
        func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        guard let first = lines.popFirst(), text(first) == format,
              let inputLine = lines.popFirst().map(text), inputLine.hasPrefix("inputs "),
              let inputs = UInt64(inputLine.dropFirst("inputs ".count), radix: 16),
              let countLine = lines.popFirst().map(text), countLine.hasPrefix("outputs "),
              let count = Int(countLine.dropFirst("outputs ".count)), count >= 0, lines.count >= count
        else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let fields = lines.removeFirst().split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 5, let policy = OutputFile.Policy(rawValue: text(fields[1])),
                  let size = Int(text(fields[2])), let digest = UInt64(text(fields[3]), radix: 16) else { return nil }
            entries.append(Entry(folder: text(fields[0]), path: text(fields[4]), policy: policy, size: size, digest: digest))
        }
        return GenerationStamp(inputs: inputs, report: lines.map(text).joined(separator: "\n"), entries: entries)
    }

    /// Reads the stamp in `folder`; nil when there is none, it does not
    /// parse, or `record` does not vouch for its bytes (momgen did not write
    /// them here for this user).
    public static func read(in folder: String, record: LocalWriteRecord? = .standard()) -> GenerationStamp? {
        let path = folder + "/" + fileName
        guard case let .file(bytes) = AtomicFile().existing(path), record?.vouches(for: bytes, at: path) == true else { return nil }
        return parse(bytes)
    }

    /// Writes the stamp into `folder` unless it already holds these bytes,
    /// and records them in `record` so the next run believes them.
    public func write(in folder: String, record: LocalWriteRecord? = .standard()) throws {
        let bytes = Array(text.utf8)
        let path = folder + "/" + Self.fileName
        if AtomicFile().existing(path) != .file(bytes) {
            try AtomicFile().write(bytes, to: path)
        }
        record?.record(bytes, at: path)
    }

    /// Whether every recorded output is on disk as recorded: regenerated
    /// files with the same size and digest, files created once present.
    /// `folders` maps each role to its folder; an unknown role is not current.
    public func outputsAreCurrent(folders: [(String, String)]) -> Bool {
        let disk = AtomicFile()
        for entry in entries {
            guard let folder = folders.first(where: { $0.0 == entry.folder })?.1 else { return false }
            let path = folder.hasSuffix("/") ? folder + entry.path : folder + "/" + entry.path
            guard case let .file(bytes) = disk.existing(path) else { return false }
            if entry.policy == .regenerate, bytes.count != entry.size || StableHash.of(bytes) != entry.digest {
                return false
            }
        }
        return true
    }
}
