// What the write stage is asked to write: a file under an output folder,
// whether it may be overwritten, and how a file it may replace is recognised.

/// One file to write.
///
/// For example, `OutputFile(folder: "Generated", path: "_Book.swift",
/// contents: …, policy: .regenerate)`.
public struct OutputFile: Sendable, Equatable {
    /// `.regenerate`: rewritten whenever its bytes change (machine files).
    /// `.createOnce`: written only when absent, never overwritten (human files).
    public enum Policy: String, Sendable {
        case regenerate, createOnce
    }

    /// The output folder the file must stay inside.
    public let folder: String
    /// The path relative to `folder`; may not be absolute or contain `..`.
    public let path: String
    public let contents: String
    public let policy: Policy
    /// For a regenerated file: the first line (or lines: a template's whole
    /// leading comment) an existing file must start with for this output to
    /// replace it (momgen's machine header), so a file a user
    /// wrote under the same name is refused, never overwritten. nil for
    /// outputs whose path the user names outright (`ddl:`) or that only
    /// momgen names (`momgen-inputs.xcfilelist`).
    public let header: String?
    /// The size of `contents` in UTF-8 bytes, and their `StableHash`:
    /// computed once here, because the stamp and the render cache both
    /// record them (three passes over every output cost a tenth of a
    /// one-entity-edit run of a 1,000-entity model).
    public let size: Int
    public let digest: UInt64
    /// Whether the caller has just read this file at its place and found
    /// exactly `contents` (a render reused from the cache, verified byte
    /// for byte): the writer then does not read it again to compare.
    public var matchesDisk = false
    /// For an output with no header line whose path the user names outright
    /// (`ddl:`, `includem:`): the shape every line of momgen's output of this
    /// kind has. An existing file is replaced only when all of it has that
    /// shape, so `ddl: README.md` or `includem: App/AppDelegate.m` refuses
    /// to overwrite the file instead of replacing it.
    public var ownShape: OwnShape?
    /// For a regenerated file: the first lines of another generator's
    /// machine files this output takes over (mogenerator's "DO NOT EDIT"
    /// line for a `_Book.swift` in the machine folder momgen.yml names), so
    /// a switch replaces them where `header` alone would refuse. Set only
    /// by a caller that names both the folder and the file.
    public var replacesHeaders: [String] = []

    public init(folder: String, path: String, contents: String, policy: Policy, header: String? = nil) {
        self.folder = folder
        self.path = path
        self.contents = contents
        self.policy = policy
        self.header = header
        var text = contents
        var hash = StableHash()
        size = text.withUTF8 { bytes in
            hash.add(UnsafeRawBufferPointer(bytes))
            return bytes.count
        }
        digest = hash.value
    }

    /// `folder/path`, as shown to users.
    public var displayPath: String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
