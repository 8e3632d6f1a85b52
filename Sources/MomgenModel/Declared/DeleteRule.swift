// The `deletionRule` of a relationship.

/// What Core Data does to a relationship's destination when the source is deleted.
public enum DeleteRule: Hashable, Sendable {
    case nullify, cascade, deny, noAction
    case unknown(String)

    /// Reads Xcode's spelling; a missing rule is Nullify, Core Data's default.
    public init(xcodeName: String?) {
        switch xcodeName {
        case nil, "Nullify": self = .nullify
        case "Cascade": self = .cascade
        case "Deny": self = .deny
        case "No Action": self = .noAction
        case let .some(other): self = .unknown(other)
        }
    }

    public var xcodeName: String {
        switch self {
        case .nullify: return "Nullify"
        case .cascade: return "Cascade"
        case .deny: return "Deny"
        case .noAction: return "No Action"
        case let .unknown(name): return name
        }
    }
}
