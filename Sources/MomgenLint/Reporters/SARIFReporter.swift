// SARIF 2.1.0 for code-scanning uploads (GitHub, Azure DevOps). Rule metadata
// comes from the rule descriptions; file paths stay as given (relative paths
// stay relative), percent-encoded as URI references. The invocation says
// whether every input could be read; one that could not is a notification.
import MomgenDiagnostics

/// A SARIF 2.1.0 log with one run, its rules, and one result per finding.
public struct SARIFReporter: Reporter {
    public let id = "sarif"
    /// The rules listed in `tool.driver.rules` (sorted by id in the output).
    public let rules: [RuleDescription]

    public init(rules: [RuleDescription]) {
        self.rules = rules.sorted { $0.id < $1.id }
    }

    public func report(_ report: LintReport) -> String {
        let diagnostics = report.diagnostics
        let indexByID = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("momgen")),
                    ("version", .string(MomgenVersion.current)),
                    ("rules", .array(rules.map(Self.rule))),
                ]))])),
                ("invocations", .array([Self.invocation(report.failures)])),
                ("results", .array(diagnostics.map { Self.result($0, index: indexByID[$0.ruleID]) })),
            ])])),
        ]).rendered()
    }

    /// The run's one invocation: successful unless an input could not be
    /// read, each such input a notification with its location. Code scanning
    /// would otherwise take a broken model's empty result list as clean.
    static func invocation(_ failures: [Diagnostic]) -> JSONValue {
        var members: [(String, JSONValue)] = [("executionSuccessful", .bool(failures.isEmpty))]
        if !failures.isEmpty {
            members.append(("toolExecutionNotifications", .array(failures.map { failure in
                .object([
                    ("level", .string("error")),
                    ("message", .object([("text", .string(failure.message))])),
                    ("locations", .array([.object([("physicalLocation", physicalLocation(failure.location))])])),
                    ("descriptor", .object([("id", .string(LintReport.unreadableInputID))])),
                ])
            })))
        }
        return .object(members)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    static func rule(_ rule: RuleDescription) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(rule.id)),
            ("shortDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([
                ("enabled", .bool(!rule.isOptIn)),
                ("level", .string(level(rule.severity))),
            ])),
        ]
        // SARIF's `fixes` need concrete file edits, which a hint is not; the
        // hint is the rule's help, which code-scanning shows with each result.
        if let hint = rule.fixHint { members.append(("help", .object([("text", .string(hint))]))) }
        members.append(("properties", .object([("tags", .array([.string(rule.family.rawValue)]))])))
        return .object(members)
    }

    static func result(_ d: Diagnostic, index: Int?) -> JSONValue {
        var location: [(String, JSONValue)] = [("physicalLocation", physicalLocation(d.location))]
        if let entity = d.entity {
            let name = d.property.map { "\(entity).\($0)" } ?? entity
            location.append(("logicalLocations", .array([.object([
                ("fullyQualifiedName", .string(name)),
                ("kind", .string(d.property == nil ? "type" : "member")),
            ])])))
        }
        var members: [(String, JSONValue)] = [("ruleId", .string(d.ruleID))]
        if let index { members.append(("ruleIndex", .int(index))) }
        members += [
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array([.object(location)])),
        ]
        return .object(members)
    }

    /// A file and, when known, its line and column.
    static func physicalLocation(_ at: SourceLocation) -> JSONValue {
        var region: [(String, JSONValue)] = []
        if at.line > 0 { region.append(("startLine", .int(at.line))) }
        if at.line > 0, at.column > 0 { region.append(("startColumn", .int(at.column))) }
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(at.file)))]))]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        return .object(physical)
    }

    /// A file path as a URI reference: unreserved characters and `/` kept, the rest percent-encoded.
    static func uri(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if c.isASCII && (c.isLetter || c.isNumber || "-._~/".contains(c)) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
