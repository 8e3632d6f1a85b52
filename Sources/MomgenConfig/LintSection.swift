// The `lint:` section of `.momgen.yml`.
//
//     lint:
//       cloudkit: true                      # CloudKit rules for every entity
//       disabled: [no-action-delete-rule]
//       enabled: [float-for-money]          # opt-in rules to turn on
//       severity: { missing-inverse: error }
//       options: { deep-inheritance: { max-depth: 2 } }
//       exclude: { reserved-property-name: [Legacy, Book.description] }
import MomgenDiagnostics

/// Lint settings: which rules run, at which severity, with which options.
public struct LintSection: Hashable, Sendable {
    /// Rules turned off.
    public var disabled: Set<String> = []
    /// Opt-in rules turned on.
    public var enabled: Set<String> = []
    /// Severity overrides by rule id.
    public var severity: [String: Severity] = [:]
    /// Rule options by rule id, as written (rules read and check them).
    public var options: [String: ConfigValue] = [:]
    /// Elements a rule skips, by rule id: `Entity` or `Entity.property`.
    public var exclude: [String: Set<String>] = [:]
    /// Apply the CloudKit rules to every entity (as `--cloudkit` does).
    public var cloudKit = false
    /// Lines of rule ids named in the file, for "unknown rule" reports.
    public var ruleMentions: [RuleMention] = []

    public init() {}

    /// The keys this section accepts.
    public static let keys = ["cloudkit", "disabled", "enabled", "severity", "options", "exclude"]

    /// Decodes the section, reporting problems under `lint.`.
    public init(_ value: ConfigValue, problems: inout ConfigProblems) {
        guard let entries = value.entries else {
            problems.invalidValue("lint", line: value.line, expected: "a mapping")
            return
        }
        problems.checkKeys(entries, known: Self.keys, path: "lint")
        for entry in entries {
            let path = "lint.\(entry.key)"
            switch entry.key {
            case "disabled", "enabled":
                guard let ids = entry.value.strings else {
                    problems.invalidValue(path, line: entry.line, expected: "a list of rule ids")
                    continue
                }
                ruleMentions += ids.map { RuleMention(id: $0, path: path, line: entry.value.line) }
                if entry.key == "disabled" { disabled.formUnion(ids) } else { enabled.formUnion(ids) }
            case "cloudkit":
                guard let flag = entry.value.bool else {
                    problems.invalidValue(path, line: entry.line, expected: "true or false")
                    continue
                }
                cloudKit = flag
            case "severity":
                for item in mapping(entry, path: path, problems: &problems) {
                    ruleMentions.append(RuleMention(id: item.key, path: "\(path).\(item.key)", line: item.line))
                    guard let text = item.value.string, let level = Severity(rawValue: text) else {
                        problems.invalidValue("\(path).\(item.key)", line: item.line, expected: "error, warning or info")
                        continue
                    }
                    severity[item.key] = level
                }
            case "options":
                for item in mapping(entry, path: path, problems: &problems) {
                    ruleMentions.append(RuleMention(id: item.key, path: "\(path).\(item.key)", line: item.line))
                    options[item.key] = item.value
                }
            case "exclude":
                for item in mapping(entry, path: path, problems: &problems) {
                    ruleMentions.append(RuleMention(id: item.key, path: "\(path).\(item.key)", line: item.line))
                    guard let names = item.value.strings else {
                        problems.invalidValue("\(path).\(item.key)", line: item.line, expected: "a list of Entity or Entity.property names")
                        continue
                    }
                    exclude[item.key, default: []].formUnion(names)
                }
            default: break
            }
        }
    }

    private func mapping(_ entry: ConfigEntry, path: String, problems: inout ConfigProblems) -> [ConfigEntry] {
        guard let entries = entry.value.entries else {
            problems.invalidValue(path, line: entry.line, expected: "a mapping keyed by rule id")
            return []
        }
        return entries
    }
}

/// A rule id written somewhere in the config, so the linter can report ids it does not know.
public struct RuleMention: Hashable, Sendable {
    public var id: String
    /// The key path it was found under, e.g. `lint.disabled`.
    public var path: String
    public var line: Int
}
