// The result of comparing a store with a model's schema, and its text and
// JSON reports.

import MomgenDiagnostics

/// All differences between a store and the schema, in a fixed order.
public struct StoreComparison: Sendable {
    public var differences: [StoreDifference]
    /// Store tables and indexes left out because store options create them.
    public var ignored: [String]
    /// Where the store differs from the fresh schema in a way Core Data itself
    /// does not keep stable (the order of `Z_FOK_` columns, the side a
    /// reflexive many-to-many names its join table after, an old entity name
    /// kept after a rename): equivalent, said once each, never a difference.
    public var equivalences: [String] = []
    /// Where the store's layout differs from a fresh store's in a way real
    /// stores created by migration were seen to (a many-to-many join table
    /// named after the pair's other relationship), which is not settled
    /// enough to call equivalent and is no error: said, never a difference.
    public var layoutDifferences: [String] = []
    /// How many tables, indexes and entities were compared.
    public var tableCount: Int, indexCount: Int, entityCount: Int

    public var isIdentical: Bool { differences.isEmpty }

    /// One line per difference, then a summary line. Store and model strings
    /// are already escaped for the terminal in the messages (StoreComparator).
    public func text() -> String {
        var out = differences.map { "\($0.message)\n" }.joined()
        for name in ignored { out += "ignored: \(TerminalText.escaped(name)) (created by a store option, not by the model)\n" }
        for note in equivalences { out += "equivalent: \(note)\n" }
        for note in layoutDifferences { out += "layout: \(note)\n" }
        out += isIdentical
            ? "no differences: \(tableCount) tables, \(indexCount) indexes and \(entityCount) entities match\n"
            : "\(differences.count) difference\(differences.count == 1 ? "" : "s")\n"
        return out
    }

    public func json() -> String {
        JSONValue.object(jsonFields).rendered()
    }

    /// The fields of the JSON report, also nested in `momgen store`'s report.
    public var jsonFields: [(String, JSONValue)] {
        [
            ("identical", .bool(isIdentical)),
            ("differences", .array(differences.map {
                .object([("kind", .string($0.kind.rawValue)), ("subject", .string($0.subject)), ("message", .string($0.message))])
            })),
            ("ignored", .array(ignored.map(JSONValue.string))),
            ("equivalent", .array(equivalences.map(JSONValue.string))),
            ("layout", .array(layoutDifferences.map(JSONValue.string))),
            ("tables", .int(tableCount)), ("indexes", .int(indexCount)), ("entities", .int(entityCount)),
        ]
    }
}
