// momgen's exit codes, in one place.
import MomgenDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process exit codes the README documents.
enum ExitStatus {
    static let success: Int32 = 0
    /// Findings at the failing level, or `--check` found stale output.
    static let problemsFound: Int32 = 1
    static let usage: Int32 = 2
    static let unreadableInput: Int32 = 3

    static func code(for error: MomgenError) -> Int32 {
        switch error {
        case .unreadableInput: return unreadableInput
        case .usage: return usage
        case .output: return problemsFound
        }
    }
}

/// Writes one line to standard error.
func printError(_ message: String) {
    fputs(message.hasSuffix("\n") ? message : message + "\n", stderr)
}

/// Writes `path: note: message` to standard error, the path escaped for the
/// terminal like every name from a store or a model.
func printNote(_ message: String, about path: String) {
    printError("\(TerminalText.escaped(path)): note: \(TerminalText.escaped(message))")
}
