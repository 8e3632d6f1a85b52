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
    /// For a regenerated file: the first line an existing file must have for
    /// this output to replace it (momgen's machine header), so a file a user
    /// wrote under the same name is refused, never overwritten. nil for
    /// outputs whose path the user names outright (`ddl:`) or that only
    /// momgen names (`momgen-inputs.xcfilelist`).
    public let header: String?

    public init(folder: String, path: String, contents: String, policy: Policy, header: String? = nil) {
        self.folder = folder
        self.path = path
        self.contents = contents
        self.policy = policy
        self.header = header
    }

    /// `folder/path`, as shown to users.
    public var displayPath: String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
