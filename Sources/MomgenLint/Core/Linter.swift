// The lint stage's entry point: runs the active rules over a resolved model,
// applies severities and suppressions, and returns sorted diagnostics.
import MomgenConfig
import MomgenDiagnostics
import MomgenModel
import MomgenParallel

/// Lints resolved models with a configuration.
///
/// For example: `Linter(configuration: config.lint).lint(loaded.resolved)`.
public struct Linter: Sendable {
    public var configuration: LintSection
    /// Every rule known to this linter (active or not); the registry by default.
    public var rules: [any Rule]

    public init(configuration: LintSection = LintSection(), rules: [any Rule] = RuleRegistry.all) {
        self.configuration = configuration
        self.rules = rules
    }

    /// Whether a rule runs: not disabled, and enabled when it is opt-in.
    public func isActive(_ description: RuleDescription) -> Bool {
        if configuration.disabled.contains(description.id) { return false }
        return !description.isOptIn || configuration.enabled.contains(description.id)
    }

    /// The rules that run, in registry order.
    public var activeRules: [any Rule] { rules.filter { isActive($0.description) } }

    /// Every finding of the active rules on `model`, in report order.
    public func lint(_ model: ResolvedModel) -> [Diagnostic] {
        let cloudKit = LintContext.cloudKitEntities(of: model, forced: configuration.cloudKit)
        let hasSuppressions = Suppression.hasEntries(in: model.declared)
        let rules = activeRules
        let shared = LintIndex(model)
        // Rules only read the model, so they run on both cores; a large model
        // takes a fraction of a second to lint, and generate waits for it.
        let perRule = ParallelMap.run(count: rules.count, minimum: 2) { index -> [Diagnostic] in
            let rule = rules[index]
            let description = rule.description
            let context = LintContext(model: model, options: RuleOptions(configuration.options[description.id]),
                                      cloudKitEntities: cloudKit, index: shared)
            let suppression = Suppression(model: model, excluded: configuration.exclude[description.id] ?? [],
                                          modelHasEntries: hasSuppressions)
            let configured = configuration.severity[description.id]
            return rule.check(context).filter { !suppression.suppresses(description.id, $0) }.map { finding in
                Diagnostic(
                    ruleID: description.id, severity: configured ?? finding.severity ?? description.severity, message: finding.message,
                    location: model.location(finding.location), entity: finding.entity,
                    property: finding.property, fixHint: description.fixHint)
            }
        }
        let superseding = Dictionary(rules.map { ($0.description.id, $0.description.supersedes) }, uniquingKeysWith: { first, _ in first })
        return Self.unique(Self.droppingSuperseded(perRule.flatMap { $0 }, by: superseding).sorted(by: Diagnostic.reportOrder))
    }

    /// The findings without those a more precise rule restates on the same
    /// element (`RuleDescription.supersedes`): one finding per problem. A
    /// finding lowered below the one it would restate (a note where the other
    /// is a warning) restates nothing: the warning stays.
    static func droppingSuperseded(_ diagnostics: [Diagnostic], by superseding: [String: [String]]) -> [Diagnostic] {
        struct Element: Hashable {
            let location: SourceLocation, entity: String?, property: String?, rule: String
        }
        var restated: [Element: Severity] = [:]
        for d in diagnostics {
            for rule in superseding[d.ruleID] ?? [] {
                let element = Element(location: d.location, entity: d.entity, property: d.property, rule: rule)
                restated[element] = max(restated[element] ?? d.severity, d.severity)
            }
        }
        guard !restated.isEmpty else { return diagnostics }
        return diagnostics.filter {
            guard let by = restated[Element(location: $0.location, entity: $0.entity, property: $0.property, rule: $0.ruleID)] else { return true }
            return by < $0.severity
        }
    }

    /// Problems in the configuration that only the linter can see: rule ids
    /// and rule options it does not know. `file` is the configuration file.
    public func configurationDiagnostics(file: String) -> [Diagnostic] {
        var problems = ConfigProblems(file: file)
        let known = rules.map(\.description) + [MissingCurrentVersionCheck().description, EmptyCurrentVersionCheck().description, BinaryVersionCheck().description]
            + VersionRules.all
        let byID = Dictionary(known.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for mention in configuration.ruleMentions where byID[mention.id] == nil {
            problems.add("config-unknown-rule", .warning, "unknown rule '\(mention.id)' in '\(mention.path)'", line: mention.line)
        }
        for (id, value) in configuration.options.sorted(by: { $0.key < $1.key }) {
            guard let description = byID[id] else { continue }
            guard let entries = value.entries else {
                problems.invalidValue("lint.options.\(id)", line: value.line, expected: "a mapping of option names")
                continue
            }
            problems.checkKeys(entries, known: description.options.map(\.name), path: "lint.options.\(id)")
            for entry in entries {
                guard let option = description.options.first(where: { $0.name == entry.key }),
                      let expected = Self.mismatch(entry.value, default: option.defaultValue) else { continue }
                problems.invalidValue("lint.options.\(id).\(entry.key)", line: entry.line, expected: expected)
            }
        }
        return problems.diagnostics.sorted(by: Diagnostic.reportOrder)
    }

    /// What an option value should have been, when it does not have the shape
    /// of the option's documented default (an integer, a boolean or a list).
    static func mismatch(_ value: ConfigValue, default defaultValue: String) -> String? {
        if Int(defaultValue) != nil { return value.int == nil ? "an integer" : nil }
        if defaultValue == "true" || defaultValue == "false" { return value.bool == nil ? "true or false" : nil }
        if defaultValue.hasPrefix("[") { return value.strings == nil ? "a list of names" : nil }
        return nil
    }

    /// Drops exact repeats (a rule may reach one element by two routes).
    private static func unique(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for diagnostic in sorted where result.last != diagnostic { result.append(diagnostic) }
        return result
    }
}
