// Problems found in a configuration file, reported as diagnostics that point
// at the file and line, with the key path (e.g. `lint.severty`).
import MomgenDiagnostics

/// Collects what is wrong with a configuration file while it is decoded.
public struct ConfigProblems: Sendable {
    /// The configuration file the problems are in.
    public let file: String
    public private(set) var diagnostics: [Diagnostic] = []

    public init(file: String) {
        self.file = file
    }

    /// A key the section does not know (likely a typo).
    public mutating func unknownKey(_ path: String, line: Int, known: [String]) {
        diagnostics.append(Diagnostic(
            ruleID: "config-unknown-key", severity: .error,
            message: "unknown configuration key '\(path)'",
            location: SourceLocation(file: file, line: line, column: line > 0 ? 1 : 0),
            fixHint: "known keys here: \(known.sorted().joined(separator: ", "))"))
    }

    /// A value of the wrong shape or outside the allowed set.
    public mutating func invalidValue(_ path: String, line: Int, expected: String) {
        diagnostics.append(Diagnostic(
            ruleID: "config-invalid-value", severity: .error,
            message: "invalid value for '\(path)': expected \(expected)",
            location: SourceLocation(file: file, line: line, column: line > 0 ? 1 : 0)))
    }

    /// Any other problem, already worded.
    public mutating func add(_ ruleID: String, _ severity: Severity, _ message: String, line: Int) {
        diagnostics.append(Diagnostic(ruleID: ruleID, severity: severity, message: message,
                                      location: SourceLocation(file: file, line: line, column: line > 0 ? 1 : 0)))
    }

    /// Reports every key of `entries` not in `known`, under `path`.
    public mutating func checkKeys(_ entries: [ConfigEntry], known: [String], path: String) {
        for entry in entries where !known.contains(entry.key) {
            unknownKey(path.isEmpty ? entry.key : "\(path).\(entry.key)", line: entry.line, known: known)
        }
    }
}
