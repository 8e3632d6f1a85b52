// How serious a diagnostic is.

/// The level of a diagnostic, ordered from least to most serious.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable, Codable {
    case info
    case warning
    case error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
