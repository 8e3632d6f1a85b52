// SARIF 2.1.0 for code-scanning uploads (GitHub, Azure DevOps). Rule metadata
// comes from the rule descriptions; file paths stay as given (relative paths
// stay relative), percent-encoded as URI references.
import MomgenDiagnostics

/// A SARIF 2.1.0 log with one run, its rules, and one result per finding.
public struct SARIFReporter: Reporter {
    public let id = "sarif"
    /// The rules listed in `tool.driver.rules` (sorted by id in the output).
    public let rules: [RuleDescription]

    public init(rules: [RuleDescription]) {
        self.rules = rules.sorted { $0.id < $1.id }
    }

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let indexByID = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("momgen")),
                    ("rules", .array(rules.map(Self.rule))),
                ]))])),
                ("results", .array(diagnostics.map { Self.result($0, index: indexByID[$0.ruleID]) })),
            ])])),
        ]).rendered()
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
        if let hint = rule.fixHint { members.append(("help", .object([("text", .string(hint))]))) }
        members.append(("properties", .object([("tags", .array([.string(rule.family.rawValue)]))])))
        return .object(members)
    }

    static func result(_ d: Diagnostic, index: Int?) -> JSONValue {
        var region: [(String, JSONValue)] = []
        if d.location.line > 0 { region.append(("startLine", .int(d.location.line))) }
        if d.location.line > 0, d.location.column > 0 { region.append(("startColumn", .int(d.location.column))) }
        var physical: [(String, JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(d.location.file)))]))]
        if !region.isEmpty { physical.append(("region", .object(region))) }
        var location: [(String, JSONValue)] = [("physicalLocation", .object(physical))]
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
