// Typed access to one rule's options (`lint.options.<rule-id>` in the config).
import MomgenConfig

/// A rule's options; every accessor takes the default the rule documents.
public struct RuleOptions: Sendable {
    /// The option mapping as written, or nil when the config sets none.
    public let value: ConfigValue?

    public init(_ value: ConfigValue? = nil) {
        self.value = value
    }

    public func int(_ key: String, default fallback: Int) -> Int {
        value?[key]?.int ?? fallback
    }

    public func bool(_ key: String, default fallback: Bool) -> Bool {
        value?[key]?.bool ?? fallback
    }

    public func strings(_ key: String, default fallback: [String]) -> [String] {
        value?[key]?.strings ?? fallback
    }
}
