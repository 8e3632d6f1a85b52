// The stable JSON form (documented in docs/lint.md). Fields are always
// present, in a fixed order; absent values are null.
import MomgenDiagnostics

/// `{"version": 1, "summary": {...}, "diagnostics": [...]}`.
public struct JSONReporter: Reporter {
    public let id = "json"
    /// Bumped only on incompatible changes to the document's shape.
    public static let formatVersion = 1

    public init() {}

    public func report(_ diagnostics: [Diagnostic]) -> String {
        let count = { (level: Severity) in diagnostics.filter { $0.severity == level }.count }
        return JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("summary", .object([
                ("errors", .int(count(.error))),
                ("warnings", .int(count(.warning))),
                ("infos", .int(count(.info))),
            ])),
            ("diagnostics", .array(diagnostics.map(Self.value))),
        ]).rendered()
    }

    static func value(_ d: Diagnostic) -> JSONValue {
        .object([
            ("rule", .string(d.ruleID)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("file", .string(d.location.file)),
            ("line", .int(d.location.line)),
            ("column", .int(d.location.column)),
            ("entity", .optional(d.entity)),
            ("property", .optional(d.property)),
            ("fixHint", .optional(d.fixHint)),
        ])
    }
}
