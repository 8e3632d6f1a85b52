// The render cache (`.momgen-render-cache` beside the generation stamp: in
// the machine folder, or where the request's `stateFolder` says): for each entity's `RenderKey`, the files its templates
// gave and the size and digest of each as written. When a model changes, the
// next run renders only the entities whose key changed; every other entity's
// files are read back from disk, but only when they are still exactly as
// recorded. The cache is a hint, never an authority: a cache that does not
// parse, is too large, or names a file that changed is ignored, and the
// entity is rendered again. A pull request can change the cache, so it is
// believed only when this user's momgen wrote exactly these bytes
// (`LocalWriteRecord`): a forged entry (no files, only the human file, an
// edited file's own size and digest) is never read.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MomgenSwift
import MomgenWriter

/// What a generate run rendered, by entity key; the memo of the next run.
public struct RenderCache: Sendable, Equatable, RenderMemo {
    /// The cache's file name, in the machine folder.
    public static let fileName = ".momgen-render-cache"
    /// The first line; a cache of another format is ignored.
    public static let format = "momgen-render-cache 1"
    /// A cache file larger than this is not read (a real one holds about
    /// 200 bytes per entity).
    static let maximumBytes = 64 << 20

    /// One file an entity's render gave, as written.
    public struct Entry: Sendable, Equatable {
        public var role: GeneratedFile.Role
        public var path: String
        public var size: Int
        public var digest: UInt64
    }

    /// The files of each entity key.
    public var entities: [String: [Entry]]
    /// Where files of each role are (not stored: they are the run's folders).
    var machineFolder: String
    var humanFolder: String
    /// The folder of the cache file itself; nil: the machine folder.
    var cacheFolder: String?
    /// The cache file's path.
    var path: String { (cacheFolder ?? machineFolder) + "/" + Self.fileName }

    /// The cache for `renders`, with each file's size and digest taken from
    /// the output as it is written (machine files gain momgen's header there).
    public init(renders: [EntityRender], outputs: [OutputFile], machineFolder: String, humanFolder: String, cacheFolder: String? = nil) {
        self.machineFolder = machineFolder
        self.humanFolder = humanFolder
        self.cacheFolder = cacheFolder
        var written: [String: OutputFile] = [:]
        for output in outputs {
            written[output.folder + "\u{0}" + output.path] = output
        }
        var entities: [String: [Entry]] = [:]
        for render in renders {
            var entries: [Entry] = []
            for file in render.files {
                let folder = file.role == .machine ? machineFolder : humanFolder
                guard let output = written[folder + "\u{0}" + file.path] else { entries = []; break }
                entries.append(Entry(role: file.role, path: file.path, size: output.size, digest: output.digest))
            }
            // An entity whose files are not all among the outputs is left
            // out: the next run renders it.
            if entries.count == render.files.count, entities[render.key.text] == nil {
                entities[render.key.text] = entries
            }
        }
        self.entities = entities
    }

    init(entities: [String: [Entry]], machineFolder: String, humanFolder: String) {
        self.entities = entities
        self.machineFolder = machineFolder
        self.humanFolder = humanFolder
    }

    /// The cache's text: the format line, then per key (sorted)
    /// `entity<TAB>key<TAB>count` and one `role<TAB>size<TAB>digest<TAB>path` line per file.
    public var text: String {
        var lines = [Self.format]
        for key in entities.keys.sorted() {
            let entries = entities[key]!
            lines.append("entity\t\(key)\t\(entries.count)")
            for entry in entries {
                lines.append("\(entry.role.rawValue)\t\(entry.size)\t\(StableHash.hexString(entry.digest))\t\(entry.path)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Parses the file's bytes; nil when they are not a cache of this
    /// format. Lines and fields are split as bytes
    /// (`\n` and `\t` never occur inside a UTF-8 sequence): split as
    /// characters, parsing the cache of 1,000 entities cost more than
    /// rendering the one entity an edit changed.
    static func parse(_ bytes: [UInt8], machineFolder: String, humanFolder: String) -> RenderCache? {
        func text(_ field: ArraySlice<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        guard let first = lines.popFirst(), text(first) == format else { return nil }
        var entities: [String: [Entry]] = [:]
        while let line = lines.popFirst() {
            if line.isEmpty, lines.allSatisfy(\.isEmpty) { break }
            let head = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard head.count == 3, text(head[0]) == "entity", head[1].count == 64, let count = Int(text(head[2])),
                  (0...16).contains(count), lines.count >= count else { return nil }
            var entries: [Entry] = []
            var seen: Set<String> = []
            for _ in 0..<count {
                let fields = lines.removeFirst().split(separator: UInt8(ascii: "\t"), maxSplits: 3, omittingEmptySubsequences: false)
                guard fields.count == 4, let role = GeneratedFile.Role(rawValue: text(fields[0])),
                      let size = Int(text(fields[1])), size >= 0, let digest = UInt64(text(fields[2]), radix: 16) else { return nil }
                let path = text(fields[3])
                // A file listed twice is a damaged cache (the writer would
                // report two outputs at one path as an entity clash).
                guard isPlainName(path[...]), seen.insert(role.rawValue + "/" + path).inserted else { return nil }
                entries.append(Entry(role: role, path: path, size: size, digest: digest))
            }
            guard entities.updateValue(entries, forKey: text(head[1])) == nil else { return nil }
        }
        return RenderCache(entities: entities, machineFolder: machineFolder, humanFolder: humanFolder)
    }

    /// A file name in its output folder: no separator, not `.`/`..`, no control character.
    private static func isPlainName(_ path: Substring) -> Bool {
        !path.isEmpty && path != "." && path != ".." && !path.contains("/")
            && !path.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }
    }

    /// Reads the cache in `machineFolder`; nil when there is none, it is
    /// too large, it does not parse, or `record` does not vouch for its
    /// bytes (momgen did not write them here for this user).
    public static func read(machineFolder: String, humanFolder: String, cacheFolder: String? = nil,
                            record: LocalWriteRecord? = .standard()) -> RenderCache? {
        let path = (cacheFolder ?? machineFolder) + "/" + fileName
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= maximumBytes,
              case let .file(bytes) = AtomicFile().existing(path),
              record?.vouches(for: bytes, at: path) == true else { return nil }
        var cache = parse(bytes, machineFolder: machineFolder, humanFolder: humanFolder)
        cache?.cacheFolder = cacheFolder
        return cache
    }

    /// Writes the cache into the machine folder unless it already holds
    /// these bytes, and records them in `record` so the next run believes them.
    public func write(record: LocalWriteRecord? = .standard()) throws {
        let bytes = Array(text.utf8)
        if AtomicFile().existing(path) != .file(bytes) {
            try AtomicFile().write(bytes, to: path)
        }
        record?.record(bytes, at: path)
    }

    /// The files recorded under `key`, read back from disk, when every one
    /// of them is there: machine files byte for byte as recorded (size and
    /// digest), files created once present (they are the user's from then on,
    /// and the writer never replaces them).
    public func files(for key: RenderKey) -> [GeneratedFile]? {
        guard let entries = entities[key.text] else { return nil }
        var files: [GeneratedFile] = []
        for entry in entries {
            let folder = entry.role == .machine ? machineFolder : humanFolder
            guard case let .file(bytes) = AtomicFile().existing(folder + "/" + entry.path) else { return nil }
            if entry.role == .machine, bytes.count != entry.size || StableHash.of(bytes) != entry.digest { return nil }
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            files.append(GeneratedFile(path: entry.path, contents: text, role: entry.role))
        }
        return files
    }
}
