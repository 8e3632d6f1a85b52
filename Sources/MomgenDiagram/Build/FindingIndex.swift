// Lint findings keyed by the entity and property they are about, handed out
// once each: to the line of a relationship when that line is drawn, and what
// is left to the entity's box.
import MomgenDiagnostics

/// The drawable findings of a lint run, in report order.
struct FindingIndex {
    private var byEntity: [String: [Diagnostic]] = [:]

    /// Keeps warnings and errors that name an entity; notes are advice, not
    /// problems to colour, and model-wide findings have no box to go on.
    init(_ findings: [Diagnostic]) {
        for finding in findings.sorted(by: Diagnostic.reportOrder) where finding.severity >= .warning {
            guard let entity = finding.entity else { continue }
            byEntity[entity, default: []].append(finding)
        }
    }

    /// Removes and returns the findings about `entity.property`.
    mutating func take(entity: String, property: String) -> [DiagramFinding] {
        guard let list = byEntity[entity] else { return [] }
        let taken = list.filter { $0.property == property }
        byEntity[entity] = list.filter { $0.property != property }
        return taken.map(Self.finding)
    }

    /// Removes and returns every finding left about `entity`.
    mutating func remaining(for entity: String) -> [DiagramFinding] {
        defer { byEntity[entity] = nil }
        return (byEntity[entity] ?? []).map(Self.finding)
    }

    private static func finding(_ diagnostic: Diagnostic) -> DiagramFinding {
        DiagramFinding(severity: diagnostic.severity, ruleID: diagnostic.ruleID, message: diagnostic.message)
    }
}
