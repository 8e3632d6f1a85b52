// One output of the emitter: a relative file name, its text and whether it is
// regenerated every run or created once for the user.

/// A generated file, not yet written.
///
/// For example, `GeneratedFile(path: "_Book.swift", contents: …, role: .machine)`.
public struct GeneratedFile: Sendable, Equatable {
    /// Regenerated every run (`.machine`) or created once and then the user's (`.human`).
    public enum Role: String, Sendable {
        case machine, human
    }

    /// The file name, relative to the machine or human output folder.
    public let path: String
    public let contents: String
    public let role: Role

    public init(path: String, contents: String, role: Role) {
        self.path = path
        self.contents = contents
        self.role = role
    }
}
