// The static description of a rule: what users see in `--list-rules`, the
// docs and SARIF's rule metadata, and the examples that are its tests.

import MomgenDiagnostics

/// A rule's id, default severity, rationale, fix hint, options and examples.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id; also the key in `.momgen.yml`. Never rename.
    public var id: String
    public var family: RuleFamily
    public var severity: Severity
    /// One line, no trailing period: why the rule exists.
    public var rationale: String
    /// How to fix a finding, when there is a clear fix.
    public var fixHint: String?
    /// Opinionated rules run only when `lint.enabled` lists them.
    public var isOptIn: Bool
    /// The options the rule reads from `lint.options.<id>`, with defaults.
    public var options: [RuleOptionDescription]
    /// Rules this one restates more precisely: where both find something on
    /// the same element (file, line, column, entity and property), only this
    /// rule's finding is reported. For example, cloudkit-missing-inverse
    /// supersedes missing-inverse.
    public var supersedes: [String]
    /// For an error rule: what demonstrably breaks, with its source (required
    /// for every error rule; warnings and notes need none).
    public var evidence: RuleEvidence?
    /// Model fragments that must raise findings exactly at their `↓` markers.
    public var triggering: [RuleExample]
    /// Model fragments that must raise nothing.
    public var nonTriggering: [RuleExample]

    public init(id: String, family: RuleFamily, severity: Severity, rationale: String, fixHint: String? = nil,
                isOptIn: Bool = false, options: [RuleOptionDescription] = [], supersedes: [String] = [],
                evidence: RuleEvidence? = nil, triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.id = id
        self.family = family
        self.severity = severity
        self.rationale = rationale
        self.fixHint = fixHint
        self.isOptIn = isOptIn
        self.options = options
        self.supersedes = supersedes
        self.evidence = evidence
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// One option a rule accepts, for docs and config validation.
public struct RuleOptionDescription: Sendable {
    public var name: String
    /// The default, as it would be written in YAML.
    public var defaultValue: String
    public var summary: String

    public init(_ name: String, default defaultValue: String, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
