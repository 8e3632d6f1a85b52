// One line of the write stage's report: a path and what happened to it.
import MomgenDiagnostics

/// A file and its action.
public struct WriteResult: Sendable, Equatable {
    public let path: String
    public let action: WriteAction

    public init(path: String, action: WriteAction) {
        self.path = path
        self.action = action
    }

    /// `create Generated/_Book.swift`, the path escaped for the terminal
    /// (it holds entity and folder names).
    public var line: String { "\(action.rawValue) \(TerminalText.escaped(path))" }
}
