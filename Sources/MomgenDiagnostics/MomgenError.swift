// Problems that stop a run. Use sparingly: anything a user can keep working
// past is a `Diagnostic`, not one of these.

/// A fatal error: the input cannot be read, or the request cannot be done.
public enum MomgenError: Error, Equatable, CustomStringConvertible {
    /// The input is missing, unreadable, not XML, or not a Core Data model.
    case unreadableInput(SourceLocation, String)
    /// The request itself is wrong (a bad option value, a missing version).
    case usage(String)
    /// Output could not be written.
    case output(path: String, String)

    /// One line: `file:line:col: error: message`. Paths and messages carry
    /// names from models, stores and configs, so they are escaped for the
    /// terminal (`TerminalText`): the error is always exactly one line.
    public var description: String {
        switch self {
        case let .unreadableInput(location, message):
            return "\(TerminalText.escaped(location.description)): error: \(TerminalText.escaped(message))"
        case let .usage(message):
            return "error: \(TerminalText.escaped(message))"
        case let .output(path, message):
            return "\(TerminalText.escaped(path)): error: \(TerminalText.escaped(message))"
        }
    }
}
