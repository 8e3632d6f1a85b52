// The list of every rule momgen knows: a plain value, no global mutable
// registry. Order here is the order of `--list-rules` within a family.

/// All built-in rules.
public enum RuleRegistry {
    /// Every built-in rule, active or not.
    public static let all: [any Rule] = [
        // Relationships
        MissingInverseRule(),
        MissingToManyInverseRule(),
        InverseNotReciprocalRule(),
        UnknownInverseRule(),
        InverseEntityMismatchRule(),
        MissingDestinationRule(),
        NoActionDeleteRuleRule(),
    ]

    /// The rule with `id`, if there is one.
    public static func rule(_ id: String) -> (any Rule)? {
        all.first { $0.description.id == id }
    }
}
