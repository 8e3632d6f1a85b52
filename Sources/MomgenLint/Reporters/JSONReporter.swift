// The stable JSON form (documented in docs/lint.md). Fields are always
// present, in a fixed order; absent values are null. Inputs that could not be
// read are listed under `errors` and counted in `summary.errors`, so a run
// that exits 3 never reads as clean.
import MomgenDiagnostics

/// `{"version": 1, "summary": {...}, "diagnostics": [...], "errors": [...]}`.
public struct JSONReporter: Reporter {
    public let id = "json"
    /// Bumped only on incompatible changes to the document's shape.
    public static let formatVersion = 1

    public init() {}

    public func report(_ report: LintReport) -> String {
        JSONValue.object([
            ("version", .int(Self.formatVersion)),
            ("summary", .object([
                ("errors", .int(report.count(.error))),
                ("warnings", .int(report.count(.warning))),
                ("infos", .int(report.count(.info))),
                ("unreadable", .int(report.failures.count)),
            ])),
            ("diagnostics", .array(report.diagnostics.map(Self.value))),
            ("errors", .array(report.failures.map { failure in
                .object([
                    ("file", .string(failure.location.file)),
                    ("line", .int(failure.location.line)),
                    ("column", .int(failure.location.column)),
                    ("message", .string(failure.message)),
                ])
            })),
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
