// The default text form, as clang and Xcode print it, so Xcode's issue
// navigator and editors can jump to the line:
//
//     Model.xcdatamodel/contents:14:9: warning: relationship 'Book.category' should have an inverse [missing-inverse]
//
// `info` findings print as `note:`, the level Xcode understands.
import MomgenDiagnostics

/// `path:line:col: level: message [rule-id]`, one line per finding.
public struct XcodeReporter: Reporter {
    public let id = "xcode"

    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location): \(Self.level($0.severity)): \(Self.oneLine($0.message)) [\($0.ruleID)]\n" }.joined()
    }

    /// The message on one line (line breaks become spaces), as editors read one finding per line.
    static func oneLine(_ message: String) -> String {
        // Fast path: rule messages never contain line breaks.
        guard message.utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return message }
        return message.replacingAll("\r\n", " ").replacingAll("\n", " ").replacingAll("\r", " ")
    }

    /// The level word Xcode and clang use.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
