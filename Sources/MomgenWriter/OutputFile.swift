// What the write stage is asked to write: a file under an output folder and
// whether it may be overwritten.

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

    public init(folder: String, path: String, contents: String, policy: Policy) {
        self.folder = folder
        self.path = path
        self.contents = contents
        self.policy = policy
    }

    /// `folder/path`, as shown to users.
    public var displayPath: String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }
}
