// Why a binary property list could not be read: one line each, no offsets
// beyond what helps, never the file's content.

/// A binary property list that is malformed or exceeds its limits.
public struct PlistError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One line, lower case, no trailing period.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
